import type { RequestContext } from '~/context.server';
import { clientIp } from '~/platform/http/client-ip.server';
import { hashClientIp } from '~/platform/http/ip-hash.server';
import { recordAudit } from '~/platform/admin/audit.server';
import { adminHeaders } from '~/platform/admin/route-headers';
import { clearLoginCookie } from '~/platform/auth/login-token.server';
import { rememberSignInAddress } from '~/platform/auth/throttle.server';
import { endPendingSignIn } from '~/features/admin-auth/factors/pending.server';
import { type SessionFactor, createSession, destroySession, pruneSessions } from '~/platform/auth/session.server';

/**
 * Ends a sign-in: a fresh session in place of any the request carried (no fixation), marked with the step it
 * passed; the half-signed-in state and the login form's cookie are cleared. Returns the response headers.
 */
export async function completeSignIn(
  request: Request,
  context: RequestContext,
  input: { admin: { id: string; username: string }; factor: SessionFactor; pendingIdHash?: string },
): Promise<Headers> {
  const { db } = context;
  await pruneSessions(db);
  // The old session (maybe another admin's, maybe planted) must not outlive a new sign-in. Its cookie
  // needs no clearing: the new session's cookie has the same name and replaces it.
  await destroySession(db, request, { context });
  const ip = clientIp(request, context);
  const ipHash = await hashClientIp(db, ip || null);
  // Every step passed: from here on the username's cap on failures does not lock this address out.
  await rememberSignInAddress(db, { username: input.admin.username, ip });
  if (input.factor === 'recovery') {
    await recordAudit(db, {
      admin: input.admin,
      action: 'admin.recovery_code_use',
      entity: 'admin',
      entityId: input.admin.id,
      before: null,
      after: null,
    });
  }
  const { setCookie } = await createSession(db, request, input.admin.id, { context, factor: input.factor, ipHash });
  // Every sign-in, also the password-only one (no factor and ADMIN_REQUIRE_2FA=0), which needs it most.
  await recordAudit(db, {
    admin: input.admin,
    action: 'admin.sign_in',
    entity: 'admin',
    entityId: input.admin.id,
    before: null,
    after: { factor: input.factor === 'password' ? 'password only' : input.factor },
  });
  const headers = new Headers(adminHeaders);
  headers.append('Set-Cookie', setCookie);
  headers.append('Set-Cookie', clearLoginCookie(request, context));
  if (input.pendingIdHash !== undefined) {
    headers.append('Set-Cookie', await endPendingSignIn(db, request, input.pendingIdHash, { context }));
  }
  return headers;
}
