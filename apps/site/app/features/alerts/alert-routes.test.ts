import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '~/platform/db/types';
import { signedInAdmin } from '~/platform/test-support/admin-session.server';
import { signedInCustomer } from '~/platform/test-support/customer-session.server';
import { payload, thrownBy } from '~/platform/test-support/route-results';
import { readConfig } from '~/config.server';
import { captureLog, freshDialects, testContext } from '~/platform/test-support/test-helpers.server';
import { accountSection } from './account-section.server';
import { alertCustomerData } from './alert-customer-data.server';
import { confirmationTokenFor, confirmedSubscriber } from './alert-test-fixtures.server';
import { alertsLinkSecret, signLinkToken } from './alert-tokens.server';
import { accountAlertsAction } from './routes/alerts-account.server';
import { adminAlertsLoader } from './routes/admin-alerts.server';
import {
  confirmAction,
  confirmLoader,
  manageAction,
  unsubscribeAction,
  unsubscribeLoader,
} from './routes/alert-links.server';
import { subscribeAction } from './routes/alerts-subscribe.server';
import { readSubscription } from './subscriptions.server';

const dialects = await freshDialects();
captureLog();
const base = 'http://localhost:3700';
const peer = { clientIp: '198.51.100.20' };

const form = (path: string, values: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base, ...headers },
    body: new URLSearchParams(values).toString(),
  });
const get = (path: string) => new Request(`${base}${path}`);

const count = async (db: Db, table: string) =>
  Number((await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))?.n ?? 0);

describe.each(dialects)('the alert routes on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('answers a subscribe request alike for a new and a subscribed address, and checks the choice', async () => {
    const db = await fresh();
    // With e-mail configured, as in production: a bot caught by the honeypot is told what a person is.
    const mail = { smtpUrl: 'smtp://127.0.0.1:1', to: 'team@example.com', from: 'site@example.com' };
    const context = testContext(db, { ...peer, config: { ...readConfig({}), mail } });
    await confirmedSubscriber(db, 'old@example.com', 'all', new Date());
    const path = '/services/signals/alerts';
    const known = payload(await subscribeAction(form(path, { email: 'old@example.com', scope: 'all' }), context));
    const fresh1 = payload(await subscribeAction(form(path, { email: 'new@example.com', scope: 'all' }), context));
    expect(known).toEqual(fresh1);
    expect(known.status).toBe(200);
    const none = payload(await subscribeAction(form(path, { email: 'x@example.com', scope: 'chosen' }), context));
    expect(none.status).toBe(400);
    expect(none.data).toMatchObject({ errors: { scope: 'Choose at least one instrument, or all signals.' } });
    const chosen = await subscribeAction(
      form(path, { email: 'eur@example.com', scope: 'chosen', EURUSD: 'on' }),
      context,
    );
    expect(payload(chosen).status).toBe(200);
    // A bot that fills the honeypot gets the same words and stores nothing.
    const before = await count(db, 'alert_subscriptions');
    const bot = payload(
      await subscribeAction(form(path, { email: 'bot@example.com', scope: 'all', website: 'x' }), context),
    );
    expect(bot.data).toEqual(fresh1.data);
    expect(await count(db, 'alert_subscriptions')).toBe(before);
  });

  it('confirms only by the button, not by opening the link', async () => {
    const db = await fresh();
    const context = testContext(db, peer);
    await subscribeAction(form('/services/signals/alerts', { email: 'ann@example.com', scope: 'all' }), context);
    const token = await confirmationTokenFor(db, 'ann@example.com');
    const path = `/services/signals/alerts/confirm?token=${token}`;
    expect(payload(await confirmLoader(get(path), context)).data).toEqual({ outcome: 'ask', token });
    expect(await db.get("SELECT 1 AS x FROM alert_subscriptions WHERE status = 'active'")).toBeUndefined();
    expect(payload(await confirmAction(form(path, { token }), context)).data).toMatchObject({ outcome: 'confirmed' });
    const again = payload(await confirmAction(form(path, { token }), context));
    expect(again).toMatchObject({ status: 400, data: { outcome: 'invalid' } });
  });

  it('unsubscribes on a one-click POST with no session and no Origin, and refuses a tampered token', async () => {
    const db = await fresh();
    const context = testContext(db, peer);
    const id = await confirmedSubscriber(db, 'bo@example.com', 'all', new Date());
    const token = signLinkToken(await alertsLinkSecret(db, context.config), id);
    const path = `/services/signals/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
    // Opening the link only asks.
    expect(payload(await unsubscribeLoader(get(path), context)).data).toMatchObject({ outcome: 'ask' });
    const tampered = path.replace(id.slice(0, 4), id.slice(0, 4) === 'aaaa' ? 'bbbb' : 'aaaa');
    const refused = payload(
      await unsubscribeAction(form(tampered, { 'List-Unsubscribe': 'One-Click' }, { Origin: '' }), context),
    );
    expect(refused.status).toBe(400);
    expect(await readSubscription(db, id)).not.toBeNull();
    const provider = new Request(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(payload(await unsubscribeAction(provider, context)).data).toMatchObject({ outcome: 'unsubscribed' });
    expect(await readSubscription(db, id)).toBeNull();
    expect(await count(db, 'alert_suppressions')).toBe(1);
  });

  it('changes the instruments from the manage link', async () => {
    const db = await fresh();
    const context = testContext(db, peer);
    const id = await confirmedSubscriber(db, 'cy@example.com', 'all', new Date());
    const token = signLinkToken(await alertsLinkSecret(db, context.config), id);
    const path = `/services/signals/alerts/manage?token=${encodeURIComponent(token)}`;
    const saved = payload(await manageAction(form(path, { scope: 'chosen', USDJPY: 'on', XAUUSD: 'on' }), context));
    expect(saved.data).toMatchObject({ outcome: 'manage', instruments: ['USD/JPY', 'XAU/USD'] });
    expect((await readSubscription(db, id))?.instruments).toEqual(['USD/JPY', 'XAU/USD']);
    const empty = payload(await manageAction(form(path, { scope: 'chosen' }), context));
    expect(empty.status).toBe(400);
  });

  it('lets a signed-in customer subscribe, change and unsubscribe from /account, and exports and erases it', async () => {
    const db = await fresh();
    const context = testContext(db, peer);
    const { customer, cookie, csrfToken } = await signedInCustomer(db, 'Dana');
    expect(await accountSection(db, customer)).toEqual({ email: customer.email, subscription: null });
    const post = (values: Record<string, string>) =>
      form('/services/signals/alerts/account', { csrf: csrfToken, ...values }, { Cookie: cookie });
    const requested = await thrownBy(
      accountAlertsAction(post({ intent: 'subscribe', scope: 'chosen', EURUSD: 'on' }), context).then((response) =>
        Promise.reject(response),
      ),
    );
    expect(requested.headers.get('Location')).toBe('/account?alerts=requested#alerts');
    expect((await accountSection(db, customer)).subscription).toMatchObject({ status: 'pending' });
    await confirmAction(form('/', { token: await confirmationTokenFor(db, customer.email) }), context);
    expect((await accountSection(db, customer)).subscription).toEqual({
      email: customer.email,
      status: 'active',
      instruments: ['EUR/USD'],
    });
    await accountAlertsAction(post({ intent: 'change', scope: 'all' }), context);
    expect((await accountSection(db, customer)).subscription?.instruments).toBe('all');
    const exported = (await alertCustomerData.exportFor(db, customer.id)) as { follows: string }[];
    expect(exported).toMatchObject([{ email: customer.email, status: 'confirmed', follows: 'every signal' }]);
    // Without the form token nothing changes.
    const forged = form('/services/signals/alerts/account', { intent: 'unsubscribe' }, { Cookie: cookie });
    expect((await thrownBy(accountAlertsAction(forged, context))).status).toBe(403);
    await alertCustomerData.erase(db, customer.id);
    await alertCustomerData.erase(db, customer.id);
    expect((await accountSection(db, customer)).subscription).toBeNull();
  });

  it("moves the account's subscription with the account's address, or takes over the one the new address has", async () => {
    const db = await fresh();
    const context = testContext(db, peer);
    const subscribed = async (name: string) => {
      const { customer, cookie, csrfToken } = await signedInCustomer(db, name);
      const post = form(
        '/services/signals/alerts/account',
        { csrf: csrfToken, intent: 'subscribe', scope: 'all' },
        { Cookie: cookie },
      );
      await accountAlertsAction(post, context).catch((response: unknown) => response);
      await confirmAction(form('/', { token: await confirmationTokenFor(db, customer.email) }), context);
      return customer;
    };
    const erin = await subscribed('Erin');
    await db.transaction((tx) => alertCustomerData.addressChanged!(tx, erin.id, 'erin.new@example.com'));
    const moved = { id: erin.id, email: 'erin.new@example.com' };
    expect((await accountSection(db, moved)).subscription).toEqual({
      email: 'erin.new@example.com',
      status: 'active',
      instruments: 'all',
    });
    // The old address is no longer anyone's subscription: a stranger subscribing it starts afresh.
    expect(await db.get('SELECT 1 AS found FROM alert_subscriptions WHERE email = ?', [erin.email])).toBeUndefined();

    const finn = await subscribed('Finn');
    const ownId = await confirmedSubscriber(db, 'finn.work@example.com', ['GBP/USD'], new Date());
    await db.transaction((tx) => alertCustomerData.addressChanged!(tx, finn.id, 'finn.work@example.com'));
    const rows = await db.all<{ id: string }>('SELECT id FROM alert_subscriptions WHERE customer_id = ?', [finn.id]);
    expect(rows.map((row) => row.id)).toEqual([ownId]);
    expect((await readSubscription(db, ownId))?.instruments).toEqual(['GBP/USD']);
  });

  it('shows the admin overview to a signed-in admin only', async () => {
    const db = await fresh();
    const context = testContext(db, peer);
    const anonymous = await thrownBy(adminAlertsLoader(get('/secure/admin/alerts'), context));
    expect(anonymous.status).toBe(302);
    const { cookie } = await signedInAdmin(db, 'editor');
    const request = new Request(`${base}/secure/admin/alerts`, { headers: { Cookie: cookie } });
    expect(payload(await adminAlertsLoader(request, context)).data).toMatchObject({ overview: { active: 0 } });
  });
});
