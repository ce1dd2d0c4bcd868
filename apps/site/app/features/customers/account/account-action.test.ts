import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '~/platform/auth/password.server';
import { getCustomerSession } from '~/platform/auth/customer-session.server';
import { signedInCustomer } from '~/platform/test-support/customer-session.server';
import { payload, thrownBy } from '~/platform/test-support/route-results';
import {
  captureLog,
  fastParams,
  freshDialects,
  randomPassword,
  testContext,
} from '~/platform/test-support/test-helpers.server';
import { accountAction, accountLoader } from './account-action.server';
import { accountPasskeyAction, passkeySignInAction } from './passkey-routes.server';

const dialects = await freshDialects();
captureLog();
const base = 'http://localhost:3700';

const post = (path: string, cookie: string, body: Record<string, string>) =>
  new Request(`${base}${path}`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });

describe.each(dialects)('the account page handlers on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('sends a signed-out visitor to the sign-in page, coming back to /account', async () => {
    const db = await fresh();
    const redirect = await thrownBy(accountLoader(new Request(`${base}/account`), testContext(db)));
    expect(redirect.headers.get('Location')).toBe('/login?next=%2Faccount');
  });

  it('refuses a post without the form token, and keeps what was typed beside a refused field', async () => {
    const db = await fresh();
    const { cookie, csrfToken: csrf } = await signedInCustomer(db, 'Typist');
    expect(
      (await thrownBy(accountAction(post('/account', cookie, { intent: 'name', name: 'X' }), testContext(db)))).status,
    ).toBe(403);
    const long = 'n'.repeat(101);
    const refused = payload(
      await accountAction(post('/account', cookie, { csrf, intent: 'name', name: long }), testContext(db)),
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ intent: 'name', ok: false, values: { name: long } });
    expect(refused.data.fieldErrors).toHaveProperty('name');
    const saved = payload(
      await accountAction(post('/account', cookie, { csrf, intent: 'name', name: ' Ada L. ' }), testContext(db)),
    );
    expect(saved.data).toMatchObject({ ok: true });
    expect(
      (await db.get<{ name: string }>('SELECT name FROM customers WHERE email = ?', ['typist@example.com']))?.name,
    ).toBe('Ada L.');
  });

  it('deletes the account only with its password and the tick, then clears the cookie and the session', async () => {
    const db = await fresh();
    const { customer, cookie, csrfToken: csrf } = await signedInCustomer(db, 'Goner');
    const password = randomPassword();
    await db.run('UPDATE customers SET password_hash = ? WHERE id = ?', [
      await hashPassword(password, fastParams),
      customer.id,
    ]);
    const unticked = payload(
      await accountAction(
        post('/account', cookie, { csrf, intent: 'delete', currentPassword: password }),
        testContext(db),
      ),
    );
    expect(unticked.data.fieldErrors).toHaveProperty('confirm');
    const wrong = payload(
      await accountAction(
        post('/account', cookie, { csrf, intent: 'delete', confirm: 'yes', currentPassword: randomPassword() }),
        testContext(db),
      ),
    );
    expect(wrong.data.fieldErrors).toHaveProperty('currentPassword');
    const gone = (await accountAction(
      post('/account', cookie, { csrf, intent: 'delete', confirm: 'yes', currentPassword: password }),
      testContext(db),
    )) as Response;
    expect(gone.headers.get('Location')).toBe('/account/deleted');
    expect(gone.headers.get('Set-Cookie')).toMatch(/^upm_session=; .*Max-Age=0/);
    expect(await getCustomerSession(db, new Request(`${base}/account`, { headers: { cookie } }))).toBeUndefined();
  });

  it('answers passkey posts only for the signed-in customer with the form token, and never signs in on a junk answer', async () => {
    const db = await fresh();
    const { cookie, csrfToken: csrf } = await signedInCustomer(db, 'Keyed');
    expect(
      (await thrownBy(accountPasskeyAction(post('/account/passkey', cookie, { intent: 'options' }), testContext(db))))
        .status,
    ).toBe(403);
    const options = await accountPasskeyAction(
      post('/account/passkey', cookie, { csrf, intent: 'options' }),
      testContext(db),
    );
    expect(options.headers.get('Cache-Control')).toBe('no-store');
    expect(((await options.json()) as { authenticatorSelection: unknown }).authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    // Without a passkey there is nothing to confirm a deletion with.
    expect(
      (
        await accountPasskeyAction(
          post('/account/passkey', cookie, { csrf, intent: 'confirm-options' }),
          testContext(db),
        )
      ).status,
    ).toBe(409);

    const challenge = await passkeySignInAction(post('/login/passkey', '', { intent: 'options' }), testContext(db));
    expect(challenge.status).toBe(200);
    const junk = JSON.stringify({
      id: 'nope',
      rawId: 'nope',
      type: 'public-key',
      response: {},
      clientExtensionResults: {},
    });
    const refused = await passkeySignInAction(
      post('/login/passkey', '', { intent: 'verify', response: junk }),
      testContext(db),
    );
    expect(refused.status).toBe(401);
    expect(refused.headers.get('Set-Cookie')).toBeNull();
  });
});
