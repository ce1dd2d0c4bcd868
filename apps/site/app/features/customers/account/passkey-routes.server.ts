import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { RequestContext } from '~/context.server';
import { createCustomerSession, readCustomerForm, requireCustomer } from '~/platform/auth/customer-session.server';
import { customerPasskeyTables } from '~/platform/auth/webauthn/passkey-store.server';
import { challengeLifetimeMs, relyingParty, webauthnService } from '~/platform/auth/webauthn/webauthn.server';
import { throttleMessage } from '~/platform/auth/throttle.server';
import { customerLoginUrl } from '~/platform/auth/customer-session.server';
import { readForm } from '~/platform/http/body.server';
import { clientIp } from '~/platform/http/client-ip.server';
import { hashClientIp } from '~/platform/http/ip-hash.server';
import { assertSameOrigin } from '~/platform/http/origin.server';
import { kickOutbox } from '~/platform/outbox/outbox.server';
import { checkPasskeyName, markSignedIn, passkeyAddedNotice } from './account.server';
import { accountDeleted } from './account-action.server';
import { accountPaths } from './account-paths';
import { hintCookie } from '~/features/customers/signed-in-hint.server';

/*
 * The JSON ends of the customer's passkeys (WebAuthn needs JavaScript): adding one from the account page,
 * confirming the account's deletion with one, and signing in with one alone on /login. Same origin only; the
 * account page's posts also carry its form token.
 */

/** Most passkeys one account may hold. */
export const maxPasskeysPerCustomer = 10;

export const customerWebauthn = webauthnService(customerPasskeyTables, { maxPerOwner: maxPasskeysPerCustomer });

const headers = { 'Cache-Control': 'no-store' };
const json = (body: unknown, status = 200, extra: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...headers, ...extra } });

const parseJson = <T>(value: FormDataEntryValue | null): T | undefined => {
  if (typeof value !== 'string' || value.length > 64_000) return undefined;
  try {
    return JSON.parse(value) as T;
  } catch {
    return undefined;
  }
};

const failed = 'The passkey could not be verified. Try again.';

/** POST /account/passkey: `options` then `register` (adds a passkey); `confirm-options` then `delete`. */
export async function accountPasskeyAction(request: Request, context: RequestContext) {
  const { db } = context;
  const session = await requireCustomer(request, { db, context });
  const form = await readCustomerForm(request, session, { context });
  const rp = relyingParty(request, context.config.siteOrigin, 'UPM Trading');
  const id = session.customer.id;
  switch (form.get('intent')) {
    case 'options': {
      const options = await customerWebauthn.registrationOptions(db, { id, userName: session.customer.email }, rp);
      return options
        ? json(options)
        : json({ error: `You have the most passkeys allowed (${maxPasskeysPerCustomer}).` }, 409);
    }
    case 'register': {
      const name = checkPasskeyName(String(form.get('name') ?? ''));
      if (!name.ok) return json({ error: name.message }, 400);
      const response = parseJson<RegistrationResponseJSON>(form.get('response'));
      if (!response || !(await customerWebauthn.finishRegistration(db, { id }, rp, { response, name: name.value }))) {
        return json({ error: failed }, 400);
      }
      await passkeyAddedNotice(db, id, name.value);
      kickOutbox();
      context.log('customer.account_changed', { customerId: id, change: 'passkey_added' });
      return json({ ok: true });
    }
    case 'confirm-options': {
      const options = await customerWebauthn.confirmationOptions(db, rp, id);
      return options ? json(options) : json({ error: 'This account has no passkey.' }, 409);
    }
    case 'delete': {
      const response = parseJson<AuthenticationResponseJSON>(form.get('response'));
      const owner = response
        ? await customerWebauthn.finishAuthentication(db, rp, response, { confirm: { ownerId: id } })
        : undefined;
      if (owner !== id) return json({ error: failed }, 401);
      const answer = await accountDeleted(request, context, id);
      return json({ redirectTo: accountPaths.deleted }, 200, { 'Set-Cookie': answer.headers.get('Set-Cookie') ?? '' });
    }
    default:
      return json({ error: 'invalid' }, 400);
  }
}

const safeNext = (value: FormDataEntryValue | null) => {
  const next = typeof value === 'string' ? value : '';
  // customerLoginUrl keeps only a same-site path; read it back from its `next`.
  const kept = new URL(customerLoginUrl(next), 'http://localhost').searchParams.get('next');
  return kept ?? accountPaths.account;
};

/**
 * POST /login/passkey: `options` (a challenge for any passkey of this site, capped per address), then `verify`,
 * which signs in with the passkey alone (the device and its PIN or biometric: user verification is required) and
 * sets the session cookie. A disabled or deleted account, an unknown passkey, a reused challenge: one answer.
 */
export async function passkeySignInAction(request: Request, context: RequestContext) {
  const ip = clientIp(request, context);
  assertSameOrigin(request, context, ip);
  const form = await readForm(request);
  const { db } = context;
  const rp = relyingParty(request, context.config.siteOrigin, 'UPM Trading');
  if (form.get('intent') === 'options') {
    const options = await customerWebauthn.authenticationOptions(db, rp, { address: ip });
    if (options) return json(options);
    return json({ error: throttleMessage(challengeLifetimeMs) }, 429, {
      'Retry-After': String(challengeLifetimeMs / 1000),
    });
  }
  const response = parseJson<AuthenticationResponseJSON>(form.get('response'));
  const customerId = response ? await customerWebauthn.finishAuthentication(db, rp, response) : undefined;
  const usable =
    customerId &&
    (await db.get(
      'SELECT 1 AS usable FROM customers WHERE id = ? AND email_verified_at IS NOT NULL AND disabled_at IS NULL AND deleted_at IS NULL',
      [customerId],
    ));
  if (!customerId || !usable) {
    context.log('customer.passkey_sign_in_failed', { ip });
    return json({ error: failed }, 401);
  }
  const { setCookie } = await createCustomerSession(db, request, customerId, {
    context,
    ipHash: await hashClientIp(db, ip),
  });
  await markSignedIn(db, customerId);
  context.log('customer.sign_in', { ip, customerId, method: 'passkey' });
  const answer = json({ redirectTo: safeNext(form.get('next')) });
  answer.headers.append('Set-Cookie', setCookie);
  answer.headers.append('Set-Cookie', hintCookie(request, context, true));
  return answer;
}
