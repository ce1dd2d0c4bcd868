import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '~/platform/db/db.server';
import { freshPostgres, testDialects } from '~/platform/db/test-databases.server';
import type { Db } from '~/platform/db/types';
import type { OutboxMail } from '~/platform/outbox/kind.server';
import { deliverDue } from '~/platform/outbox/outbox.server';
import { alertsOverview } from './alert-admin.server';
import { alertConfirmationEmails, alertEmails } from './alert-outbox.server';
import {
  confirmationTokenFor,
  confirmedSubscriber,
  insertSignalEvent,
  secondHandle,
  sqlitePath,
  testSecret,
} from './alert-test-fixtures.server';
import { signLinkToken, verifyLinkToken } from './alert-tokens.server';
import { fanOutNewEvents } from './fan-out.server';
import {
  confirmSubscription,
  confirmValidityMs,
  isSuppressed,
  readSubscription,
  requestSubscription,
  unsubscribe,
} from './subscriptions.server';

const dialects = await testDialects();
const secret = testSecret();
const t0 = new Date('2026-11-20T09:00:00.000Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
const minute = 60_000;

/** A mailer that keeps what it is given. */
function inbox() {
  const sent: OutboxMail[] = [];
  return { sent, mailer: { sendMail: async (mail: OutboxMail) => void sent.push(mail) } };
}

const mailContext = {
  from: 'alerts@example.com',
  to: 'team@example.com',
  origin: 'https://example.com',
  config: { alertsLinkSecret: secret },
};

async function count(db: Db, sql: string, params: unknown[] = []): Promise<number> {
  const row = await db.get<{ n: number }>(sql, params);
  return Number(row?.n ?? 0);
}

describe.each(dialects)('signal alerts on $name', ({ name }) => {
  const opened: Db[] = [];
  afterAll(async () => {
    // A second handle first: closing the first drops a PostgreSQL test schema.
    for (const db of opened.reverse()) await db.close();
  });
  /** Two handles on one fresh database: two instances. */
  async function pair(): Promise<[Db, Db]> {
    const path = sqlitePath();
    const first = name === 'sqlite' ? await openDatabase(`file:${path}`) : await freshPostgres();
    const second = await secondHandle(first, path);
    opened.push(first, second);
    return [first, second];
  }
  const fresh = async () => (await pair())[0];

  it('queues a confirmation e-mail and sends nothing else until its link is followed, within 48 hours', async () => {
    const db = await fresh();
    const requested = await requestSubscription(
      db,
      { email: 'ann@example.com', instruments: ['EUR/USD'] },
      { now: t0 },
    );
    expect(requested.ok).toBe(true);
    const { sent, mailer } = inbox();
    await deliverDue(alertConfirmationEmails, { db, mailer, mail: mailContext, now: () => t0 });
    expect(sent).toHaveLength(1);
    const token = await confirmationTokenFor(db, 'ann@example.com').catch(() => null);
    // The live link is cleared from the row once sent: only the e-mail holds it.
    expect(token).toBeNull();
    const link = /https:\/\/example\.com\/services\/signals\/alerts\/confirm\?token=([A-Za-z0-9_-]+)/.exec(
      sent[0]!.text,
    );
    expect(link).not.toBeNull();
    expect(sent[0]!.html).toContain(link![0]);

    // A publication before the confirmation is not alerted.
    await insertSignalEvent(db, { at: later(minute) });
    expect(await fanOutNewEvents(db, later(minute))).toBe(0);

    const tooLate = await confirmSubscription(db, link![1]!, later(confirmValidityMs + 1));
    expect(tooLate).toEqual({ ok: false, reason: 'conflict' });
    const confirmed = await confirmSubscription(db, link![1]!, later(confirmValidityMs - minute));
    expect(confirmed.ok && confirmed.value.status).toBe('active');
    // A link works once.
    expect(await confirmSubscription(db, link![1]!, later(confirmValidityMs - minute))).toEqual({
      ok: false,
      reason: 'not-found',
    });
  });

  it('does the same work for an address already subscribed, and keeps its choice until the new one is confirmed', async () => {
    const db = await fresh();
    const id = await confirmedSubscriber(db, 'bo@example.com', ['EUR/USD'], t0);
    const again = await requestSubscription(
      db,
      { email: 'BO@example.com', instruments: 'all' },
      { now: later(minute) },
    );
    const stranger = await requestSubscription(
      db,
      { email: 'cy@example.com', instruments: 'all' },
      { now: later(minute) },
    );
    expect(again).toEqual(stranger);
    // One confirmation e-mail waiting for each address (a newer request replaces an unsent one).
    expect(await count(db, 'SELECT COUNT(*) AS n FROM alert_confirmations WHERE delivered_at IS NULL')).toBe(2);
    expect(await count(db, 'SELECT COUNT(*) AS n FROM alert_subscriptions')).toBe(2);
    expect((await readSubscription(db, id))?.instruments).toEqual(['EUR/USD']);
    await confirmSubscription(db, await confirmationTokenFor(db, 'bo@example.com'), later(2 * minute));
    const changed = await readSubscription(db, id);
    expect(changed?.instruments).toBe('all');
    // The first confirmation's time stands: nothing between the two is owed.
    expect(changed?.confirmedAt).toBe(t0.toISOString());
  });

  it('fans an event out once per subscriber across two instances, to those who follow its instrument', async () => {
    const [a, b] = await pair();
    for (let n = 0; n < 5; n += 1) await confirmedSubscriber(a, `eur${n}@example.com`, ['EUR/USD'], t0);
    await confirmedSubscriber(a, 'all@example.com', 'all', t0);
    await confirmedSubscriber(a, 'jpy@example.com', ['USD/JPY'], t0);
    const eur = await insertSignalEvent(a, { at: later(minute), instrument: 'EUR/USD' });
    await insertSignalEvent(a, { at: later(minute), instrument: 'USD/JPY' });
    // PostgreSQL: at the same time. SQLite in one process: one after the other (a handle waiting for the write
    // lock would block the thread the other needs to finish); across processes its lock serialises them alike.
    const polls = [a, b, a].map((db) => () => fanOutNewEvents(db, later(2 * minute)));
    const queued = name === 'postgres' ? await Promise.all(polls.map((poll) => poll())) : [];
    if (name === 'sqlite') for (const poll of polls) queued.push(await poll());
    expect(queued.reduce((sum, n) => sum + n, 0)).toBe(8);
    expect(await fanOutNewEvents(b, later(3 * minute))).toBe(0);
    expect(await count(a, 'SELECT COUNT(*) AS n FROM alert_deliveries WHERE event_id = ?', [eur.eventId])).toBe(6);

    const first = inbox();
    const second = inbox();
    const options = (db: Db, mailer: (typeof first)['mailer']) => ({
      db,
      mailer,
      mail: mailContext,
      now: () => later(3 * minute),
    });
    await Promise.all([
      deliverDue(alertEmails, options(a, first.mailer)),
      deliverDue(alertEmails, options(b, second.mailer)),
    ]);
    const sent = [...first.sent, ...second.sent];
    expect(sent).toHaveLength(8);
    expect(new Set(sent.map((mail) => `${mail.to} ${mail.subject}`)).size).toBe(8);
    expect(sent.filter((mail) => mail.to === 'jpy@example.com').map((mail) => mail.subject)).toEqual([
      'Signal published: BUY USD/JPY',
    ]);
  });

  it('writes an alert with both parts, the signal link, the warnings and the one-click unsubscribe headers', async () => {
    const db = await fresh();
    await confirmedSubscriber(db, 'dee@example.com', 'all', t0);
    const { signalId } = await insertSignalEvent(db, { at: later(minute) });
    await insertSignalEvent(db, {
      signalId,
      kind: 'cancelled',
      at: later(2 * minute),
      detail: { reason: '<script>alert(1)</script> & news' },
    });
    await fanOutNewEvents(db, later(3 * minute));
    const { sent, mailer } = inbox();
    await deliverDue(alertEmails, { db, mailer, mail: mailContext, now: () => later(3 * minute) });
    const cancelled = sent.find((mail) => mail.subject.startsWith('Signal cancelled'))!;
    expect(cancelled.from).toBe('alerts@example.com');
    expect(cancelled.replyTo).toBe('team@example.com');
    expect(cancelled.text).toContain('Entry: 1.08500');
    expect(cancelled.text).toContain(`https://example.com/services/signals/${signalId}`);
    expect(cancelled.text).toContain('Past performance is not a reliable indicator');
    expect(cancelled.text).toContain('CFDs are complex instruments');
    expect(cancelled.html).not.toContain('<script>');
    expect(cancelled.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; news');
    const header = cancelled.headers?.['List-Unsubscribe'] ?? '';
    expect(header).toMatch(/^<https:\/\/example\.com\/services\/signals\/alerts\/unsubscribe\?token=[^>]+>$/);
    expect(cancelled.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(cancelled.text).toContain(header.slice(1, -1));
    expect(cancelled.text).toContain('https://example.com/services/signals/alerts/manage?token=');
    expect(cancelled.messageId).toMatch(/^<alert\..+@example\.com>$/);
  });

  it('tells subscribers of a corrected close and an expired order, with the record as it now reads', async () => {
    const db = await fresh();
    await confirmedSubscriber(db, 'fay@example.com', 'all', t0);
    const { signalId } = await insertSignalEvent(db, { at: later(minute) });
    await insertSignalEvent(db, {
      signalId,
      kind: 'corrected',
      at: later(2 * minute),
      detail: {
        reason: 'The fill was at the stop, not the target.',
        outcome: { from: 'take-profit', to: 'stop-loss' },
        exitPrice: { from: 1.095, to: 1.08 },
        resultPips: { from: 100, to: -50 },
        resultR: { from: 2, to: -1 },
      },
    });
    await insertSignalEvent(db, { signalId, kind: 'expired', at: later(2 * minute) });
    await fanOutNewEvents(db, later(3 * minute));
    const { sent, mailer } = inbox();
    await deliverDue(alertEmails, { db, mailer, mail: mailContext, now: () => later(3 * minute) });
    const corrected = sent.find((mail) => mail.subject === 'Signal corrected: BUY EUR/USD')!;
    expect(corrected.text).toContain(
      'The record of how this signal closed was corrected: it closed at its stop-loss at 1.08000, not at its take-profit at 1.09500. Result now: -50.0 pips, -1.00 R (was +100.0 pips, +2.00 R). Reason: The fill was at the stop, not the target.',
    );
    const expired = sent.find((mail) => mail.subject === 'Signal expired: BUY EUR/USD')!;
    expect(expired.text).toContain('has expired: no trade was opened.');
  });

  it('signs the link token and refuses one tampered with', async () => {
    const token = signLinkToken(secret, 'sub-1');
    expect(verifyLinkToken(secret, token)).toBe('sub-1');
    expect(verifyLinkToken(secret, token.replace('sub-1', 'sub-2'))).toBeNull();
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(verifyLinkToken(secret, flipped)).toBeNull();
    expect(verifyLinkToken(testSecret(), token)).toBeNull();
    expect(verifyLinkToken(secret, 'nonsense')).toBeNull();
  });

  it('keeps an address that unsubscribed only as a suppression entry, and mails it again only after a new confirmation', async () => {
    const db = await fresh();
    const id = await confirmedSubscriber(db, 'eve@example.com', 'all', t0);
    await insertSignalEvent(db, { at: later(minute) });
    await fanOutNewEvents(db, later(minute));
    expect(await unsubscribe(db, id, later(2 * minute))).toBe(true);
    expect(await unsubscribe(db, id, later(2 * minute))).toBe(false);
    // Its queued alert went with it; nothing holds the address but the hash.
    expect(await count(db, 'SELECT COUNT(*) AS n FROM alert_deliveries')).toBe(0);
    expect(await count(db, "SELECT COUNT(*) AS n FROM alert_subscriptions WHERE email = 'eve@example.com'")).toBe(0);
    expect(await isSuppressed(db, 'Eve@Example.com')).toBe(true);
    const { sent, mailer } = inbox();
    await deliverDue(alertEmails, { db, mailer, mail: mailContext, now: () => later(3 * minute) });
    expect(sent).toHaveLength(0);

    await requestSubscription(db, { email: 'eve@example.com', instruments: 'all' }, { now: later(4 * minute) });
    await insertSignalEvent(db, { at: later(5 * minute) });
    expect(await fanOutNewEvents(db, later(5 * minute))).toBe(0);
    await confirmSubscription(db, await confirmationTokenFor(db, 'eve@example.com'), later(6 * minute));
    expect(await isSuppressed(db, 'eve@example.com')).toBe(false);
    await insertSignalEvent(db, { at: later(7 * minute) });
    expect(await fanOutNewEvents(db, later(7 * minute))).toBe(1);
  });

  it('sends one address at most three confirmation e-mails a day, however many ask', async () => {
    const db = await fresh();
    for (let n = 0; n < 5; n += 1) {
      const asked = await requestSubscription(
        db,
        { email: 'flood@example.com', instruments: 'all' },
        { now: later(n * minute) },
      );
      expect(asked.ok).toBe(true);
    }
    expect(await count(db, 'SELECT COUNT(*) AS n FROM alert_confirmations')).toBe(1);
    const { sent, mailer } = inbox();
    await deliverDue(alertConfirmationEmails, { db, mailer, mail: mailContext, now: () => later(5 * minute) });
    for (let n = 0; n < 3; n += 1) {
      await requestSubscription(
        db,
        { email: 'flood@example.com', instruments: 'all' },
        { now: later((6 + n) * minute) },
      );
      await deliverDue(alertConfirmationEmails, { db, mailer, mail: mailContext, now: () => later((6 + n) * minute) });
    }
    expect(sent).toHaveLength(3);
    await requestSubscription(db, { email: 'flood@example.com', instruments: 'all' }, { now: later(25 * 60 * minute) });
    await deliverDue(alertConfirmationEmails, { db, mailer, mail: mailContext, now: () => later(25 * 60 * minute) });
    expect(sent).toHaveLength(4);
  });

  it('counts subscribers per instrument and the waiting alerts for the admin, and drops an alert a day late', async () => {
    const db = await fresh();
    await confirmedSubscriber(db, 'a@example.com', ['EUR/USD', 'USD/JPY'], t0);
    await confirmedSubscriber(db, 'b@example.com', ['EUR/USD'], t0);
    await confirmedSubscriber(db, 'c@example.com', 'all', t0);
    await requestSubscription(db, { email: 'd@example.com', instruments: 'all' }, { now: t0 });
    await insertSignalEvent(db, { at: later(minute), instrument: 'EUR/USD' });
    await fanOutNewEvents(db, later(minute));
    const overview = await alertsOverview(db, later(2 * minute));
    expect(overview).toMatchObject({ active: 3, pending: 1, everySignal: 1, alertBacklog: 3, alertFailing: 0 });
    expect(overview.perInstrument.find((row) => row.instrument === 'EUR/USD')).toEqual({
      instrument: 'EUR/USD',
      chosen: 2,
      reached: 3,
    });
    expect(overview.perInstrument.find((row) => row.instrument === 'USD/JPY')).toMatchObject({ chosen: 1, reached: 2 });
    // Without SMTP for a day, the alert is no longer news: it is not sent.
    const { sent, mailer } = inbox();
    await deliverDue(alertEmails, { db, mailer, mail: mailContext, now: () => later(25 * 60 * minute) });
    expect(sent).toHaveLength(0);
    expect((await alertsOverview(db, later(25 * 60 * minute))).alertBacklog).toBe(0);
  });

  it('refuses a sixth subscribe request from one address within the hour', async () => {
    const db = await fresh();
    const results = [];
    for (let n = 0; n < 6; n += 1) {
      results.push(
        await requestSubscription(db, { email: `r${n}@example.com`, instruments: 'all' }, { now: t0, ipHash: 'ip' }),
      );
    }
    expect(results.slice(0, 5).every((result) => result.ok)).toBe(true);
    expect(results[5]).toMatchObject({ ok: false, reason: 'rate-limited' });
  });
});
