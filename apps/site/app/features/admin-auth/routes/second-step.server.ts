import { data, redirect } from 'react-router';
import type { RequestContext } from '~/context.server';
import { readForm } from '~/platform/http/body.server';
import { clientIp } from '~/platform/http/client-ip.server';
import { assertSameOrigin } from '~/platform/http/origin.server';
import { enrolPath, loginPath, secondStepPath } from '~/platform/admin/paths';
import { findAdminById } from '~/platform/auth/admins.server';
import { factorMessages } from '~/features/admin-auth/factors/factor-messages';
import { type SecondStep, allowedSecondSteps } from '~/features/admin-auth/factors/allowed-steps';
import { type FactorSummary, factorSummary } from '~/features/admin-auth/factors/factors.server';
import { endPendingSignIn, readPendingSignIn } from '~/features/admin-auth/factors/pending.server';
import { totpEnrolled } from '~/features/admin-auth/factors/factor-admin.server';
import { checkSecondStep } from '~/features/admin-auth/factors/second-step.server';
import { checkTotpCode, startTotpEnrolment } from '~/features/admin-auth/factors/totp.server';
import { adminHeaders } from '~/platform/admin/route-headers';
import { optionalAdmin } from '~/platform/auth/guard.server';
import { throttleMessage } from '~/platform/auth/throttle.server';
import { completeSignIn } from './complete-sign-in.server';

type Pending = NonNullable<Awaited<ReturnType<typeof readPendingSignIn>>>;
type PendingAdmin = NonNullable<Awaited<ReturnType<typeof findAdminById>>>;

/** Where a half-signed-in request stands for the second steps a route offers (see `allowedSecondSteps`). */
export type PendingStep =
  | { status: 'allowed'; pending: Pending; admin: PendingAdmin; summary: FactorSummary }
  | { status: 'none'; pending: Pending | undefined }
  | { status: 'elsewhere'; path: string };

/**
 * The half-signed-in state of this request and whether one of `steps` (those the route offers) may finish it:
 * none (no state, expired, or the admin was disabled meanwhile), allowed, or elsewhere (the admin's factors call
 * for another step). Every second-step route asks this one question, so enrolment cannot stand in for a factor
 * the admin already has.
 */
export async function pendingStep(
  request: Request,
  context: RequestContext,
  steps: readonly SecondStep[],
): Promise<PendingStep> {
  const pending = await readPendingSignIn(context.db, request, { context });
  const admin = pending && (await findAdminById(context.db, pending.adminId));
  if (!pending || !admin || admin.disabledAt) return { status: 'none', pending };
  const summary = await factorSummary(context.db, admin.id);
  const allowed = allowedSecondSteps(summary);
  if (steps.some((step) => allowed.includes(step))) return { status: 'allowed', pending, admin, summary };
  return { status: 'elsewhere', path: allowed.includes('enrol') ? enrolPath : secondStepPath };
}

/**
 * The half-signed-in state with its admin when one of `steps` is allowed; otherwise a redirect (to the login page, or to
 * the step the admin's factors call for). The forms here are protected by the Origin check and this state's own
 * cookie: there is no session yet to hold a form token.
 */
export async function requirePending(request: Request, context: RequestContext, steps: readonly SecondStep[]) {
  const found = await pendingStep(request, context, steps);
  if (found.status === 'allowed') return found;
  if (found.status === 'elsewhere') throw redirect(found.path, { headers: adminHeaders });
  const headers = new Headers(adminHeaders);
  headers.append('Set-Cookie', await endPendingSignIn(context.db, request, found.pending?.idHash, { context }));
  throw redirect(`${loginPath}?expired=1`, { headers });
}

/** GET /secure/admin/login/verify: which second steps the admin can use. */
export async function secondStepLoader(request: Request, context: RequestContext) {
  const { pending, admin, summary } = await requirePending(request, context, ['code', 'passkey']);
  return data(
    { username: admin.username, totp: summary.totp, passkeys: summary.passkeys > 0, expiresAt: pending.expiresAt },
    { headers: adminHeaders },
  );
}

/** POST /secure/admin/login/verify: a TOTP or recovery code, throttled like the password. */
export async function secondStepAction(request: Request, context: RequestContext) {
  const ip = clientIp(request, context);
  assertSameOrigin(request, context, ip);
  const form = await readForm(request);
  const { pending, admin } = await requirePending(request, context, ['code']);
  const code = form.get('code');
  if (typeof code !== 'string' || code.trim() === '') {
    return data({ error: factorMessages.codeRequired }, { status: 400, headers: adminHeaders });
  }
  const result = await checkSecondStep(context.db, { admin, code, ip });
  if (!result.ok && result.reason === 'throttled') {
    return data(
      { error: throttleMessage(result.retryAfterMs) },
      { status: 429, headers: { ...adminHeaders, 'Retry-After': String(Math.ceil(result.retryAfterMs / 1000)) } },
    );
  }
  if (!result.ok) return data({ error: factorMessages.codeInvalid }, { status: 401, headers: adminHeaders });
  const headers = await completeSignIn(request, context, {
    admin,
    factor: result.factor,
    pendingIdHash: pending.idHash,
  });
  return redirect(pending.redirectTo, { headers });
}

async function enrolment(context: RequestContext, admin: { id: string; username: string }) {
  const started = await startTotpEnrolment(context.db, admin);
  if (!started.ok) throw redirect(secondStepPath, { headers: adminHeaders });
  // An <img> of a data: URL (allowed by the CSP's img-src): no markup from a library goes into the page.
  return {
    secret: started.secret,
    qrSrc: `data:image/svg+xml;base64,${Buffer.from(started.qrSvg).toString('base64')}`,
  };
}

/**
 * GET /secure/admin/login/enrol: an admin without a factor, under ADMIN_REQUIRE_2FA, sets up an app first.
 * Right after the confirmation the half-signed-in state is gone and a session exists: the page then renders the
 * action's recovery codes (also when the browser posted without JavaScript, which reruns this loader).
 */
export async function enrolLoader(request: Request, context: RequestContext) {
  if (!(await readPendingSignIn(context.db, request, { context }))) {
    const session = await optionalAdmin(request, { context, db: context.db });
    if (session) return data({ setup: null, expiresAt: null }, { headers: adminHeaders });
  }
  const { pending, admin } = await requirePending(request, context, ['enrol']);
  return data({ setup: await enrolment(context, admin), expiresAt: pending.expiresAt }, { headers: adminHeaders });
}

/** POST /secure/admin/login/enrol: confirms the app with a code, then signs in and shows the recovery codes once. */
export async function enrolAction(request: Request, context: RequestContext) {
  const ip = clientIp(request, context);
  assertSameOrigin(request, context, ip);
  const form = await readForm(request);
  const { pending, admin } = await requirePending(request, context, ['enrol']);
  const code = form.get('code');
  const confirmed = typeof code === 'string' && (await checkTotpCode(context.db, admin.id, code, { confirm: true }));
  if (!confirmed) {
    return data(
      { error: factorMessages.enrolCodeInvalid, recoveryCodes: null },
      { status: 400, headers: adminHeaders },
    );
  }
  const recoveryCodes = await totpEnrolled(context.db, admin);
  const headers = await completeSignIn(request, context, { admin, factor: 'totp', pendingIdHash: pending.idHash });
  return data({ error: null, recoveryCodes, continueTo: pending.redirectTo }, { headers });
}
