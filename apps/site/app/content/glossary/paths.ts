/** The glossary's own page (browser-safe: the pages link with these, without importing the terms). */
export const glossaryPath = '/glossary';

/** A term's page: /glossary/<slug>. */
export const glossaryTermPath = (slug: string) => `${glossaryPath}/${slug}`;
