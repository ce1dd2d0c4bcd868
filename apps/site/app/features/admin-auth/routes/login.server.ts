import { data, redirect } from 'react-router';
import type { RequestContext } from '~/context.server';
import { readForm } from '~/platform/http/body.server';
import { clientIp } from '~/platform/http/client-ip.server';
import { assertSameOrigin, csrfRejection } from '~/platform/http/origin.server';
import { adminHeaders } from '~/platform/admin/route-headers';
import { optionalAdmin, safeRedirect } from '~/platform/auth/guard.server';
import { issueLoginToken, verifyLoginToken } from '~/platform/auth/login-token.server';
import { destroySession } from '~/platform/auth/session.server';
import { enrolPath, secondStepPath } from '~/platform/admin/paths';
import { factorCount, factorSummary } from '~/features/admin-auth/factors/factors.server';
import { startPendingSignIn } from '~/features/admin-auth/factors/pending.server';
import { anyPasskeys } from '~/features/admin-auth/factors/passkeys.server';
import { completeSignIn } from './complete-sign-in.server';
import { adminSignInRequiredMessage, adminSignInSchema } from '~/platform/auth/sign-in-schemas';
import { signIn } from '~/features/admin-auth/sign-in.server';
import { throttleMessage } from '~/platform/auth/throttle.server';
import { formValues, parseSubmission } from '~/platform/forms/submission';

/** The two sign-in errors, word for word the original's. */
export const invalidCredentialsMessage = 'Invalid username or password';
export const loginFailedMessage = 'Login failed. Please try again.';

/**
 * The answer to every sign-in over the per-username cap from an address the admin has not signed in from, right
 * password or not (so it tells a guesser nothing): the password counts only with a second factor's code.
 */
export const secondFactorRequiredMessage =
  'Too many failed sign-ins for this username. Enter your password with a code from your authenticator app (or a recovery code), or use a passkey.';

/** GET /secure/admin/login: a signed-in admin goes straight on; others get the form with its CSRF token. */
export async function loginLoader(request: Request, context: RequestContext) {
  const { db } = context;
  const url = new URL(request.url);
  if (await optionalAdmin(request, { context, db })) {
    throw redirect(safeRedirect(url.searchParams.get('redirectTo')), { headers: adminHeaders });
  }
  const { token, setCookie } = await issueLoginToken(db, request, { context });
  const headers = new Headers(adminHeaders);
  if (setCookie) headers.append('Set-Cookie', setCookie);
  // Only a safe target is echoed back into the form.
  return data(
    {
      csrf: token,
      redirectTo: safeRedirect(url.searchParams.get('redirectTo'), ''),
      // Back from a half-signed-in state that ran out.
      expired: url.searchParams.get('expired') === '1',
      passkeys: await anyPasskeys(db),
    },
    { headers },
  );
}

/**
 * POST /secure/admin/login: origin and token checks, throttle, password, then a fresh session in place
 * of any the request carried. `db` is for tests; the route uses the process-wide database.
 */
export async function loginAction(request: Request, context: RequestContext) {
  const ip = clientIp(request, context);
  assertSameOrigin(request, context, ip);
  const form = await readForm(request);
  const { db, log: logEvent } = context;
  if (!(await verifyLoginToken(db, request, form.get('csrf'), { context }))) {
    throw csrfRejection(request, 'missing or wrong sign-in form token', ip);
  }
  const submission = parseSubmission(adminSignInSchema, formValues(form, ['username', 'password']));
  if (!submission.ok) {
    return data({ error: adminSignInRequiredMessage, askCode: false }, { status: 400, headers: adminHeaders });
  }
  const code = form.get('code');
  try {
    const result = await signIn(db, { ...submission.value, ip, code: typeof code === 'string' ? code : undefined });
    if (!result.ok && result.reason === 'throttled') {
      return data(
        { error: throttleMessage(result.retryAfterMs), askCode: false },
        { status: 429, headers: { ...adminHeaders, 'Retry-After': String(Math.ceil(result.retryAfterMs / 1000)) } },
      );
    }
    if (!result.ok && result.reason === 'second-factor-required') {
      return data({ error: secondFactorRequiredMessage, askCode: true }, { status: 401, headers: adminHeaders });
    }
    if (!result.ok) {
      return data({ error: invalidCredentialsMessage, askCode: false }, { status: 401, headers: adminHeaders });
    }
    const redirectTo = safeRedirect(form.get('redirectTo'));
    if (result.factor) {
      // The second factor came with the password (under the username cap): nothing is left to ask.
      const headers = await completeSignIn(request, context, { admin: result.admin, factor: result.factor });
      return redirect(redirectTo, { headers });
    }
    const factors = factorCount(await factorSummary(db, result.admin.id));
    if (factors === 0 && !context.config.requireSecondFactor) {
      // ADMIN_REQUIRE_2FA=0 and no factor enrolled: the one-step sign-in (password only), as the original had.
      const headers = await completeSignIn(request, context, { admin: result.admin, factor: 'password' });
      return redirect(redirectTo, { headers });
    }
    // The password alone grants nothing more: a half-signed-in state for the second step (or enrolment).
    const headers = new Headers(adminHeaders);
    headers.append('Set-Cookie', await destroySession(db, request, { context }));
    headers.append(
      'Set-Cookie',
      await startPendingSignIn(db, request, { adminId: result.admin.id, redirectTo }, { context }),
    );
    return redirect(factors > 0 ? secondStepPath : enrolPath, { headers });
  } catch (error) {
    // A thrown sign-in shows 'Login failed. Please try again.' (the original's words) and the error is logged.
    logEvent('admin.action_failed', { intent: 'sign-in', ip, error: (error as Error).message });
    return data({ error: loginFailedMessage, askCode: false }, { status: 500, headers: adminHeaders });
  }
}
