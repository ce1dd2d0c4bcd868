import { z } from 'zod';

/** One public page: its route, its <title>, its meta description and its h1. */
export const pageSchema = z.object({
  path: z.string().regex(/^\/[a-z0-9/-]*$/),
  title: z.string().min(10).max(60),
  description: z.string().min(50).max(160),
  h1: z.string().min(1),
  /** Breadcrumb label for nested pages. */
  label: z.string().min(1),
  prerender: z.boolean(),
});
export type Page = z.infer<typeof pageSchema>;

/** Every public page, each path once (pageFor() looks pages up by path). */
export const pagesSchema = z
  .array(pageSchema)
  .refine((pages) => new Set(pages.map((page) => page.path)).size === pages.length, 'Two pages share a path');
