/** The absolute URL of a path on this site, from SITE_URL (baked in at build). */
export function absoluteUrl(path: string): string {
  return `${__SITE_URL__}${path === '/' ? '/' : path}`;
}
