import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { RequestContext } from '~/context.server';
import { readForm } from '~/platform/http/body.server';
import { clientIp } from '~/platform/http/client-ip.server';
import { assertSameOrigin } from '~/platform/http/origin.server';
import { findAdminById } from '~/platform/auth/admins.server';
import { factorMessages } from '~/features/admin-auth/factors/factor-messages';
import { setPendingChallenge } from '~/features/admin-auth/factors/pending.server';
import {
  authenticationOptions,
  challengeLifetimeMs,
  finishAuthentication,
  relyingParty,
} from '~/features/admin-auth/factors/webauthn.server';
import { throttleMessage } from '~/platform/auth/throttle.server';
import { adminHeaders } from '~/platform/admin/route-headers';
import { safeRedirect } from '~/platform/auth/guard.server';
import { completeSignIn } from './complete-sign-in.server';
import { pendingStep } from './second-step.server';

const parseJson = (value: FormDataEntryValue | null): unknown => {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
};

/**
 * POST /secure/admin/login/passkey (JSON, needs JavaScript as WebAuthn does): `intent=options` gives a challenge,
 * `intent=verify` checks the browser's answer and signs in. With a half-signed-in state this is its second
 * step (the admin's own passkeys only); without, a passkey alone signs in (it is two factors itself: the device
 * and its PIN or biometric, user verification required). Same-origin only.
 */
export async function passkeySignInAction(request: Request, context: RequestContext) {
  const ip = clientIp(request, context);
  assertSameOrigin(request, context, ip);
  const form = await readForm(request);
  const { db } = context;
  const rp = relyingParty(request, context.config.siteOrigin);
  const found = await pendingStep(request, context, ['passkey']);
  if (found.status === 'elsewhere') {
    // Half signed in by an admin whose factors call for another step: no passkey of anyone's finishes it.
    context.log('admin.second_step_failed', { ip, method: 'passkey' });
    return Response.json({ error: factorMessages.passkeyFailed }, { status: 401, headers: adminHeaders });
  }
  const pending = found.status === 'allowed' ? found.pending : undefined;
  if (form.get('intent') === 'options') {
    const options = await authenticationOptions(db, rp, { adminId: pending?.adminId, address: ip });
    if (!options) {
      context.log('admin.second_step_throttled', { ip, method: 'passkey' });
      const retryAfterMs = challengeLifetimeMs;
      return Response.json(
        { error: throttleMessage(retryAfterMs) },
        { status: 429, headers: { ...adminHeaders, 'Retry-After': String(retryAfterMs / 1000) } },
      );
    }
    if (pending) await setPendingChallenge(db, pending.idHash, options.challenge);
    return Response.json(options, { headers: adminHeaders });
  }
  const response = parseJson(form.get('response')) as AuthenticationResponseJSON | undefined;
  const adminId = response ? await finishAuthentication(db, rp, response, pending) : undefined;
  if (pending) await setPendingChallenge(db, pending.idHash, null);
  const admin = adminId ? await findAdminById(db, adminId) : undefined;
  if (!admin || admin.disabledAt) {
    context.log('admin.second_step_failed', { ip, method: 'passkey', adminId: pending?.adminId });
    return Response.json({ error: factorMessages.passkeyFailed }, { status: 401, headers: adminHeaders });
  }
  context.log('admin.second_step', { ip, method: 'passkey', adminId: admin.id, username: admin.username });
  const headers = await completeSignIn(request, context, { admin, factor: 'passkey', pendingIdHash: pending?.idHash });
  const redirectTo = pending?.redirectTo ?? safeRedirect(form.get('redirectTo'));
  return Response.json({ redirectTo }, { headers });
}
