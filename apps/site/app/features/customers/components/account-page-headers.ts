/**
 * The headers of the sign-up, sign-in and password pages: rendered per request, never cached, kept out of search
 * results; `extra` adds a page's own (a page whose address holds a token keeps its referrer on this site).
 */
export const accountPageHeaders =
  (extra: Record<string, string> = {}) =>
  ({ actionHeaders }: { actionHeaders: Headers }) => {
    const headers = new Headers(actionHeaders);
    headers.set('Cache-Control', 'no-store');
    headers.set('X-Robots-Tag', 'noindex');
    for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    return headers;
  };
