import { stringifySetCookie } from 'cookie';
import type { RequestContext } from '~/context.server';
import { customerCookieName } from '~/platform/auth/customer-session.server';

import { signedInHint } from '~/platform/auth/signed-in-hint';

/**
 * The cookie that tells the pages' scripts someone may be signed in (no secret: the session cookie is HttpOnly).
 * `hintCookie(request, context, false)` clears it: add it wherever a session ends.
 */
export { signedInHint };

export function hintCookie(request: Request, context: RequestContext, on: boolean): string {
  const secure = customerCookieName(request, { context }).startsWith('__Host-');
  return stringifySetCookie(signedInHint, on ? '1' : '', {
    path: '/',
    sameSite: 'lax',
    secure,
    maxAge: on ? 60 * 86_400 : 0,
  });
}
