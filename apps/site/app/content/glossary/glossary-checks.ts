import type { GlossaryTerm } from './glossary.schema.ts';

/*
 * What the schema cannot see: links between terms and to the rest of the site. Run by the content validation at
 * build and start (validate-content.server.ts) and by the glossary's unit test, so a renamed lesson or tool, or a
 * removed term, fails the build instead of leaving a dead link.
 */

export interface GlossaryCheckInput {
  terms: readonly GlossaryTerm[];
  /** Every path a term may link to: the public pages, the lessons. */
  sitePaths: ReadonlySet<string>;
}

/** Every problem found, one line each; empty when the glossary is sound. */
export function glossaryProblems({ terms, sitePaths }: GlossaryCheckInput): string[] {
  const problems: string[] = [];
  const slugs = new Set<string>();
  const names = new Set<string>();
  for (const term of terms) {
    if (slugs.has(term.slug)) problems.push(`two terms have the slug "${term.slug}"`);
    slugs.add(term.slug);
    const name = term.term.toLowerCase();
    if (names.has(name)) problems.push(`two terms are called "${term.term}"`);
    names.add(name);
  }
  for (const term of terms) {
    for (const related of term.related) {
      if (!slugs.has(related)) problems.push(`${term.slug}: related term "${related}" does not exist`);
      if (related === term.slug) problems.push(`${term.slug}: lists itself as related`);
    }
    for (const link of term.links) {
      if (!sitePaths.has(link.href)) problems.push(`${term.slug}: link ${link.href} is not a page of the site`);
    }
    if (new Set(term.related).size !== term.related.length) problems.push(`${term.slug}: a related term twice`);
  }
  return problems;
}

/** The slugs lessons list in `terms` that the glossary lacks, as `<lesson path>: <slug>`. */
export function missingLessonTerms(
  lessons: readonly { path: string; terms: readonly string[] }[],
  slugs: ReadonlySet<string>,
): string[] {
  return lessons.flatMap((lesson) =>
    lesson.terms.filter((slug) => !slugs.has(slug)).map((slug) => `${lesson.path}: ${slug}`),
  );
}
