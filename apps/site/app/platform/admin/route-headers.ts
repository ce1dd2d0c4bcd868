/** Headers of every admin page and data response: never stored by any cache (admin data is per session), never indexed. */
export const adminHeaders: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
};

/**
 * The `headers` export of admin routes: the loader's or action's own headers (Retry-After on a 429, for
 * instance) plus the admin ones. React Router adds the Set-Cookie headers itself.
 */
export function adminRouteHeaders({
  loaderHeaders,
  actionHeaders,
  errorHeaders,
}: {
  loaderHeaders: Headers;
  actionHeaders: Headers;
  errorHeaders?: Headers;
}): Headers {
  const headers = new Headers();
  for (const source of [loaderHeaders, actionHeaders, errorHeaders]) {
    source?.forEach((value, key) => {
      if (key.toLowerCase() !== 'set-cookie') headers.set(key, value);
    });
  }
  for (const [key, value] of Object.entries(adminHeaders)) headers.set(key, value);
  return headers;
}

/** The robots tag of every admin page: kept out of every index. */
export const noIndexMeta = { name: 'robots', content: 'noindex, nofollow' };

/** The `meta` export of an admin page with a fixed title. */
export const adminMeta = (title: string) => () => [{ title }, noIndexMeta];
