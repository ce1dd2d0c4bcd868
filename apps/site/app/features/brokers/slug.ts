/*
 * Broker page addresses (/ib-partners/<slug>). A slug is derived from the name once, when the broker is added,
 * and kept when the name changes, so shared links keep working; an admin may set another, and the old one then
 * redirects (docs/decisions/019-broker-slugs-and-click-aggregation.md).
 */

const maxSlugLength = 80;

/** Addresses under /ib-partners/ that are pages of their own: no broker may take them as its slug. */
export const reservedSlugs: ReadonlySet<string> = new Set(['compare', 'rating-method']);

/** The slug of a name: ASCII letters and digits joined by single hyphens ("Zürich FX & Co." → "zurich-fx-co"). */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxSlugLength)
    .replace(/-+$/, '');
  // A name of symbols only ("★★★") still needs an address.
  return slug || 'broker';
}

/** `base`, else `base-2`, `base-3`… : the first candidate `taken` does not hold (bounded: at most 1000 tries). */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  const stem = base.slice(0, maxSlugLength - 5);
  for (let suffix = 2; suffix < 1000; suffix++) {
    const candidate = `${stem}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
  return `${stem}-${Date.now().toString(36)}`;
}
