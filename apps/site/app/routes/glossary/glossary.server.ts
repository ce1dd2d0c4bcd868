import type { MetaDescriptor } from 'react-router';
import { type GlossaryTerm, glossaryLetter, glossaryTerm, glossaryTermPath, glossaryTerms } from '~/content/glossary';
import { type PageEntry, pageBook } from '~/content/page-book';
import { glossaryPages } from '~/content/page-books/glossary';
import { pageMeta } from '~/platform/seo/seo';
import { definedTermJsonLd, definedTermSetJsonLd, jsonLdMeta } from '~/platform/seo/structured-data';
import { markdownToHtml } from '~/platform/text/markdown.server';

/*
 * The glossary pages' data, built on the server at prerender: the terms, their Markdown rendered to HTML, and the
 * meta tags. The route modules import this in their loaders only, so neither the terms nor a Markdown parser ship
 * to the browser as JavaScript.
 */

const index = glossaryPages.page('/glossary');
const termSet = { name: index.h1, description: index.description, path: index.path };

const termInput = (term: GlossaryTerm) => ({
  name: term.term,
  description: term.definition,
  path: glossaryTermPath(term.slug),
  alternateNames: term.aliases,
});

/** A term in a list: its name, page and one-sentence definition. */
export interface TermSummary {
  slug: string;
  term: string;
  definition: string;
}

const summary = ({ slug, term, definition }: GlossaryTerm): TermSummary => ({ slug, term, definition });

/** The A-Z index: each letter that has terms, with its terms in order. */
export function glossaryIndexData() {
  const letters: { letter: string; terms: TermSummary[] }[] = [];
  for (const term of glossaryTerms) {
    const letter = glossaryLetter(term);
    const last = letters.at(-1);
    if (last?.letter === letter) last.terms.push(summary(term));
    else letters.push({ letter, terms: [summary(term)] });
  }
  const meta: MetaDescriptor[] = pageMeta(glossaryPages, index.path, [
    jsonLdMeta(definedTermSetJsonLd(termSet, glossaryTerms.map(termInput))),
  ]);
  return { meta, h1: index.h1, count: glossaryTerms.length, letters };
}

/** A meta description of at most 160 characters, cut at a word. */
function shortDescription(text: string): string {
  if (text.length <= 160) return text;
  const cut = text.slice(0, 159);
  return `${cut.slice(0, cut.lastIndexOf(' '))}\u2026`;
}

const isLesson = (href: string) => href.startsWith('/education/');
const isTool = (href: string) => href.startsWith('/tools/');

/** A term's page, or undefined for an unknown slug. */
export function glossaryTermData(slug: string) {
  const term = glossaryTerm(slug);
  if (!term) return undefined;
  const path = glossaryTermPath(term.slug);
  const entry: PageEntry = {
    path,
    label: term.term,
    h1: term.term,
    title: `${term.term}: Meaning and Example`,
    description: shortDescription(term.definition),
  };
  // The index and this term make the trail Home › Glossary › term for the breadcrumb JSON-LD.
  const meta: MetaDescriptor[] = pageMeta(pageBook([index, entry]), path, [
    jsonLdMeta(definedTermJsonLd(termInput(term), termSet)),
  ]);
  return {
    meta,
    term: {
      slug: term.slug,
      term: term.term,
      aliases: term.aliases,
      definition: term.definition,
      explanationHtml: markdownToHtml(term.explanation),
      exampleHtml: term.example ? markdownToHtml(term.example) : undefined,
      related: term.related.map((related) => summary(glossaryTerm(related)!)),
      lessons: term.links.filter((link) => isLesson(link.href)),
      tools: term.links.filter((link) => isTool(link.href)),
      pages: term.links.filter((link) => !isLesson(link.href) && !isTool(link.href)),
    },
  };
}

export type GlossaryTermData = NonNullable<ReturnType<typeof glossaryTermData>>;
