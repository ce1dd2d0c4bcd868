/*
 * The brokers' public addresses. They stay under /ib-partners whatever the code calls the feature: a URL is a
 * contract with links, bookmarks and search engines. A slug is [a-z0-9-] (slug.ts), so it needs no encoding.
 */
export const brokersPath = '/ib-partners';
/** A broker's own page. */
export const brokerPath = (slug: string) => `${brokersPath}/${slug}`;
/** The published rating method: linked from every rating, the directory and every best-for list. */
export const ratingMethodPath = `${brokersPath}/rating-method`;
export const comparePath = `${brokersPath}/compare`;
export const bestListPath = (slug: string) => `${brokersPath}/best/${slug}`;
