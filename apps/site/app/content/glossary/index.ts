import type { GlossaryTerm } from './glossary.schema.ts';
import { glossaryTermPath } from './paths.ts';
import { termsAC } from './terms-a-c.ts';
import { termsDL } from './terms-d-l.ts';
import { termsMO } from './terms-m-o.ts';
import { termsPR } from './terms-p-r.ts';
import { termsSZ } from './terms-s-z.ts';

/*
 * The glossary: every term a page of its own at /glossary/<slug>. Imports name their .ts files: the sitemap and
 * `pnpm bench` load this module with Node itself, outside Vite. The pages read it in their loaders only, so no
 * term ships to the browser as JavaScript.
 */

export type { GlossaryTerm };

export { glossaryPath, glossaryTermPath } from './paths.ts';

/** Every term, sorted by its name as a reader scans an A-Z list (case and punctuation aside). */
export const glossaryTerms: readonly GlossaryTerm[] = [...termsAC, ...termsDL, ...termsMO, ...termsPR, ...termsSZ].sort(
  (a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base', ignorePunctuation: true }),
);

/** The slugs the glossary has: the lessons' first mention of one of them links to its page. */
export const glossarySlugs: ReadonlySet<string> = new Set(glossaryTerms.map((term) => term.slug));

const bySlug = new Map(glossaryTerms.map((term) => [term.slug, term]));

/** The term with this slug, or undefined. */
export function glossaryTerm(slug: string): GlossaryTerm | undefined {
  return bySlug.get(slug);
}

/** The letter a term is filed under in the A-Z index (a digit files under "#"). */
export function glossaryLetter(term: GlossaryTerm): string {
  const first = term.term.charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
}

/** Every term page's path, for prerendering and the sitemap. */
export const glossaryTermPaths: readonly string[] = glossaryTerms.map((term) => glossaryTermPath(term.slug));
