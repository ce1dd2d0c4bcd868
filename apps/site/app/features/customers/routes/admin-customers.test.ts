import { afterAll, describe, expect, it } from 'vitest';
import { listAudit } from '~/platform/admin/audit.server';
import { signedInAdmin } from '~/platform/test-support/admin-session.server';
import { newCustomer, signedInCustomer } from '~/platform/test-support/customer-session.server';
import { payload, thrownBy } from '~/platform/test-support/route-results';
import { captureLog, freshDialects, testContext } from '~/platform/test-support/test-helpers.server';
import { getCustomerSession } from '~/platform/auth/customer-session.server';
import { customersAction, customersLoader } from './admin-customers.server';

const dialects = await freshDialects();
captureLog();
const base = 'http://localhost:3700';
const page = `${base}/secure/admin/customers`;

const post = (cookie: string, body: Record<string, string>) =>
  new Request(page, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });

describe.each(dialects)('the admin Customers page on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('finds accounts by e-mail and shows their states, never a password hash or token', async () => {
    const db = await fresh();
    const { cookie } = await signedInAdmin(db, 'ops');
    await newCustomer(db, 'Ada', { email: 'ada@example.com' });
    await newCustomer(db, 'Ben', { email: 'ben@example.org', verified: false });
    const result = payload(
      await customersLoader(new Request(`${page}?q=EXAMPLE.ORG`, { headers: { Cookie: cookie } }), testContext(db)),
    );
    expect(result.data.customers).toEqual([
      expect.objectContaining({ email: 'ben@example.org', verified: false, disabled: false, lastSignInAt: null }),
    ]);
    expect(JSON.stringify(result.data)).not.toMatch(/password|token_hash|scrypt/);
    // A LIKE wildcard typed in the search is a character, not "anything".
    const wildcard = payload(
      await customersLoader(new Request(`${page}?q=%25`, { headers: { Cookie: cookie } }), testContext(db)),
    );
    expect(wildcard.data.customers).toEqual([]);
  });

  it('disables only after confirming, which signs the customer out, and audits disable, enable and resend', async () => {
    const db = await fresh();
    const { cookie, csrfToken: csrf } = await signedInAdmin(db, 'ops');
    const signedIn = await signedInCustomer(db, 'Cara');
    const id = signedIn.customer.id;
    const customerRequest = () => new Request(`${base}/account`, { headers: { cookie: signedIn.cookie } });

    const first = payload(await customersAction(post(cookie, { csrf, intent: 'disable', id }), testContext(db)));
    expect(first.data).toMatchObject({ kind: 'confirm', intent: 'disable' });
    expect(await getCustomerSession(db, customerRequest())).toBeDefined();

    const done = await thrownBy(
      customersAction(post(cookie, { csrf, intent: 'disable', id, confirmed: '1' }), testContext(db)),
    );
    expect(done.headers.get('Location')).toBe('/secure/admin/customers?done=disable');
    expect(await getCustomerSession(db, customerRequest())).toBeUndefined();
    expect(await db.get('SELECT 1 AS left FROM customer_sessions WHERE customer_id = ?', [id])).toBeUndefined();

    await thrownBy(customersAction(post(cookie, { csrf, intent: 'enable', id }), testContext(db)));
    const unverified = await newCustomer(db, 'Dan', { verified: false });
    await thrownBy(
      customersAction(post(cookie, { csrf, intent: 'resend-verification', id: unverified.id }), testContext(db)),
    );
    const verified = payload(
      await customersAction(post(cookie, { csrf, intent: 'resend-verification', id }), testContext(db)),
    );
    expect(verified.status).toBe(409);

    const entries = (await listAudit(db)).entries;
    expect(entries.map((entry) => [entry.action, entry.entityId])).toEqual([
      ['customer.verification_resend', unverified.id],
      ['customer.enable', id],
      ['customer.disable', id],
    ]);
    // The log names accounts by id only, so a purged account leaves no personal data in it.
    expect(JSON.stringify(entries)).not.toContain('@example.com');
    const mail = await db.get<{ to_email: string; mail_text: string }>(
      'SELECT email AS to_email, mail_text FROM customer_emails WHERE customer_id = ?',
      [unverified.id],
    );
    expect(mail?.to_email).toBe('dan@example.com');
    expect(mail?.mail_text).toMatch(/\/account\/email\?token=/);
  });

  it('refuses a post without the admin form token', async () => {
    const db = await fresh();
    const { cookie } = await signedInAdmin(db, 'ops');
    const customer = await newCustomer(db, 'Eve');
    const refused = await thrownBy(
      customersAction(post(cookie, { intent: 'disable', id: customer.id, confirmed: '1' }), testContext(db)),
    );
    expect(refused.status).toBe(403);
  });
});
