import { redirect } from 'react-router';
import { adminHeaders, adminRouteHeaders } from '~/platform/admin/route-headers';
import { loginPath } from '~/platform/admin/paths';
import { clientIp } from '~/platform/http/client-ip.server';
import { optionalAdmin, readAdminForm } from '~/platform/auth/guard.server';
import { destroySession } from '~/platform/auth/session.server';
import { requestContext } from '~/context.server';
import type { Route } from './+types/logout';

export const headers = adminRouteHeaders;

/** Sign-out changes state, so GET does nothing (no state changes on GET: a link or a prefetch must not sign out). */
export function loader() {
  throw new Response('Method Not Allowed: sign out with a POST.', {
    status: 405,
    headers: { ...adminHeaders, Allow: 'POST' },
  });
}

/** POST /secure/admin/logout: deletes the session row, so the old cookie is worthless, and clears the cookie. */
export async function action({ request, context: routerContext }: Route.ActionArgs) {
  const context = requestContext(routerContext);
  const { db, log: logEvent } = context;
  const session = await optionalAdmin(request, { context, db });
  const headers = new Headers(adminHeaders);
  if (session) {
    // The guard's checks for a signed-in admin: same origin, body cap, the session's form token.
    await readAdminForm(request, session, { context });
    logEvent('admin.sign_out', { username: session.admin.username, ip: clientIp(request, context) });
  }
  headers.append('Set-Cookie', await destroySession(db, request, { context }));
  return redirect(loginPath, { headers });
}
