import { data, redirect } from 'react-router';
import type { RequestContext } from '~/context.server';
import { readForm } from '~/platform/http/body.server';
import { clientIp } from '~/platform/http/client-ip.server';
import { assertSameOrigin } from '~/platform/http/origin.server';
import { dashboardPath, enrolPath } from '~/platform/admin/paths';
import { startPendingSignIn } from '~/features/admin-auth/factors/pending.server';
import { acceptInvitation, findInvitation } from '~/features/admin-auth/invitations/invitations.server';
import { adminHeaders } from '~/platform/admin/route-headers';

/** GET /secure/admin/invitation?token=…: the invitee's username, or 404 for a used, expired or unknown link. */
export async function invitationLoader(request: Request, context: RequestContext) {
  const token = new URL(request.url).searchParams.get('token');
  const invitation = await findInvitation(context.db, token);
  if (!invitation) {
    return data({ valid: false as const, token: '', username: '' }, { status: 404, headers: adminHeaders });
  }
  return data({ valid: true as const, token: token ?? '', username: invitation.username }, { headers: adminHeaders });
}

/**
 * POST: sets the password, spends the link, then sends the new admin straight to enrol a second factor (the
 * half-signed-in state: the password is proven, the factor is not).
 */
export async function invitationAction(request: Request, context: RequestContext) {
  assertSameOrigin(request, context, clientIp(request, context));
  const form = await readForm(request);
  const accepted = await acceptInvitation(context.db, {
    token: form.get('token'),
    password: String(form.get('password') ?? '').slice(0, 1024),
    confirmPassword: String(form.get('confirmPassword') ?? '').slice(0, 1024),
  });
  if (!accepted.ok) {
    const status = accepted.reason === 'invalid' ? 400 : accepted.reason === 'conflict' ? 409 : 404;
    return data({ error: accepted.message }, { status, headers: adminHeaders });
  }
  const headers = new Headers(adminHeaders);
  headers.append(
    'Set-Cookie',
    await startPendingSignIn(
      context.db,
      request,
      { adminId: accepted.value.id, redirectTo: dashboardPath },
      { context },
    ),
  );
  return redirect(enrolPath, { headers });
}
