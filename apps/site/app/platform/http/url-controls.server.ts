import { data } from 'react-router';
import { hasAnyControlCharacter } from '~/platform/text/control-characters';

/*
 * No page, id or query value of this site holds a control character, so a URL with one (`/go/%00`,
 * `/services/signals/%00`, `?page=%1b`) names nothing: 404 here, once for every route, before a loader or
 * action passes it to a service. U+0000 would otherwise reach PostgreSQL and fail the query (a 500).
 */

/** Whether a request's route params, decoded path or query hold a control character. */
export function urlHoldsControlCharacter(url: URL, params: Readonly<Record<string, string | undefined>>): boolean {
  if (Object.values(params).some((value) => value !== undefined && hasAnyControlCharacter(value))) return true;
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape is not a control character; the route decides what such a path means.
  }
  if (hasAnyControlCharacter(path)) return true;
  return [...url.searchParams].some(([key, value]) => hasAnyControlCharacter(key) || hasAnyControlCharacter(value));
}

/** Root middleware: 404 for a URL with a control character, before any loader or action runs. */
export const refuseControlCharactersInUrl = (
  { request, params }: { request: Request; params: Readonly<Record<string, string | undefined>> },
  next: () => Promise<unknown>,
) => {
  if (urlHoldsControlCharacter(new URL(request.url), params)) throw data('Not found.', { status: 404 });
  return next();
};
