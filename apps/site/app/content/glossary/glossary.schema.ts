import { z } from 'zod';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** One glossary term: a page at /glossary/<slug>. */
export const glossaryTermSchema = z.object({
  slug,
  /** The term as written in prose ("Margin call"). */
  term: z.string().min(2).max(60),
  /** Other names readers search for ("pips", "percentage in point"). */
  aliases: z.array(z.string().min(2)).default([]),
  /** One sentence: the DefinedTerm's description and the A-Z index's line. */
  definition: z.string().min(20).max(300),
  /** A plain explanation in Markdown (no raw HTML). */
  explanation: z.string().min(80),
  /** A worked example with numbers where numbers apply, in Markdown; omitted for terms without arithmetic. */
  example: z.string().min(40).optional(),
  /** Slugs of related terms (each must exist). */
  related: z.array(slug).default([]),
  /** Site paths that use the term: lessons (/education/beginner/…) and tools (/tools/…); each must exist. */
  links: z.array(z.object({ label: z.string().min(3), href: z.string().regex(/^\/[a-z0-9/-]*$/) })).default([]),
});
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;
