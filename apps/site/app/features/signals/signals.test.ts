import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { listAudit } from '~/platform/admin/audit.server';
import { read } from '~/platform/data-version/data-version.server';
import { testDialects } from '~/platform/db/test-databases.server';
import type { Db } from '~/platform/db/types';
import { trackRecords } from './signal-results';
import { cancelledCase, expiringCase, testAdmin, workedCases, workedRecords } from './signal-test-fixtures';
import { resetIssuedTimes } from './signal-writes.server';
import { createSignalService } from './signals.server';

const dialects = await testDialects();
const now = new Date('2026-11-25T12:00:00.000Z');
const hour = 3_600_000;
const day = 86_400_000;

/** A fresh database per test, with a service whose clock the test sets. */
function freshSignals(open: () => Promise<Db>) {
  const opened: Db[] = [];
  afterAll(async () => {
    for (const db of opened) await db.close();
  });
  return async () => {
    const db = await open();
    opened.push(db);
    const clock = { at: now };
    const signals = createSignalService(db, () => clock.at);
    return { db, clock, signals, admin: signals.asAdmin(testAdmin) };
  };
}

const valueOf = <T>(result: { ok: true; value: T } | { ok: false }): T => {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result)}`);
  return result.value;
};

describe.each(dialects)('signal service on $name', ({ open }) => {
  const fresh = freshSignals(open);
  beforeEach(() => resetIssuedTimes());

  it('stores the results of the hand-worked table and adds them up to its track record', async () => {
    const { clock, signals, admin } = await fresh();
    for (const worked of workedCases) {
      clock.at = new Date(now.getTime() - worked.closedDaysAgo * day - hour);
      const signal = valueOf(await admin.publish({ ...worked.input, validUntil: null, note: 'Reasoning of the test' }));
      expect(signal.status).toBe('active');
      if (worked.amendStopLoss !== undefined) {
        valueOf(await admin.amend(signal.id, { stopLoss: worked.amendStopLoss, takeProfit: signal.takeProfit }));
      }
      clock.at = new Date(now.getTime() - worked.closedDaysAgo * day);
      const closed = valueOf(await admin.close(signal.id, worked.close));
      expect(closed).toMatchObject({
        status: 'closed',
        exitPrice: worked.exit,
        resultPips: worked.pips,
        resultR: worked.r,
      });
      expect(closed.closedAt).toBe(clock.at.toISOString());
    }
    // Monday morning: the AUD/USD market is open (a Sunday publication would need a reason, close-check.ts).
    clock.at = new Date(now.getTime() - 3 * day + 18 * hour);
    const expiring = valueOf(
      await admin.publish({ ...expiringCase, validUntil: new Date(now.getTime() - 2 * day).toISOString() }),
    );
    const cancelled = valueOf(
      await admin.publish({ ...cancelledCase, validUntil: new Date(now.getTime() + day).toISOString() }),
    );
    valueOf(await admin.cancel(cancelled.id, 'Support held; the setup is gone'));
    clock.at = now;
    expect(await signals.expireDue()).toBe(1);
    expect((await signals.get(expiring.id))?.signal).toMatchObject({ status: 'expired', resultR: null });
    expect(trackRecords(await signals.closedResults(), now)).toEqual(workedRecords);
    expect((await signals.history({}, 1)).total).toBe(8);
  });

  it('keeps a limit order pending until triggered, then active, and shows every step on its timeline', async () => {
    const { clock, signals, admin } = await fresh();
    const pending = valueOf(
      await admin.publish({ ...expiringCase, validUntil: new Date(now.getTime() + day).toISOString() }),
    );
    expect(pending).toMatchObject({ status: 'pending', triggeredAt: null, publishedAt: now.toISOString() });
    expect((await signals.listOpen()).map((signal) => signal.id)).toEqual([pending.id]);
    clock.at = new Date(now.getTime() + hour);
    const active = valueOf(await admin.trigger(pending.id));
    expect(active).toMatchObject({ status: 'active', triggeredAt: clock.at.toISOString() });
    valueOf(await admin.amend(pending.id, { stopLoss: 0.648, takeProfit: 0.66 }));
    const closed = valueOf(await admin.close(pending.id, { outcome: 'stop-loss' }));
    // The stop was moved up from 0.6450 to 0.6480: exit there, R against the initial risk of 50 pips.
    expect(closed).toMatchObject({ exitPrice: 0.648, resultPips: -20, resultR: -0.4, initialStopLoss: 0.645 });
    const timeline = (await signals.get(pending.id))?.events ?? [];
    expect(timeline.map((event) => event.kind)).toEqual(['published', 'triggered', 'amended', 'closed']);
    expect(timeline[2]).toMatchObject({ stopLoss: { from: 0.645, to: 0.648 }, by: 'analyst' });
    expect(timeline[2]).not.toHaveProperty('takeProfit');
  });

  it('refuses a transition the status does not allow, and changes nothing', async () => {
    const { db, signals, admin } = await fresh();
    const pending = valueOf(
      await admin.publish({ ...cancelledCase, validUntil: new Date(now.getTime() + day).toISOString() }),
    );
    const version = await read(db, 'signals');
    const refused = await admin.close(pending.id, { outcome: 'take-profit' });
    expect(refused).toEqual({
      ok: false,
      reason: 'conflict',
      message: 'This signal is pending: only active signals can be closed. Nothing changed.',
    });
    expect((await signals.get(pending.id))?.signal).toEqual(pending);
    expect(await read(db, 'signals')).toBe(version);
    valueOf(await admin.cancel(pending.id, 'News ahead'));
    for (const attempt of [
      admin.trigger(pending.id),
      admin.amend(pending.id, { stopLoss: 1.37, takeProfit: 1.35 }),
      admin.cancel(pending.id, 'Again'),
    ]) {
      expect(await attempt).toMatchObject({ ok: false, reason: 'conflict' });
    }
    expect(await admin.trigger('missing')).toEqual({ ok: false, reason: 'not-found' });
    const audit = await listAudit(db);
    expect(audit.entries.map((entry) => entry.action).sort()).toEqual(['signal.cancel', 'signal.publish']);
    expect((await signals.get(pending.id))?.signal).toMatchObject({ status: 'cancelled', cancelReason: 'News ahead' });
  });

  it('refuses levels on the wrong side, lets an active stop trail into profit, and refuses an empty amendment', async () => {
    const { admin } = await fresh();
    const signal = valueOf(
      await admin.publish({ ...workedCases[0]!.input, validUntil: null, note: 'Reasoning of the test' }),
    );
    expect(await admin.amend(signal.id, { stopLoss: 1.085, takeProfit: 1.079 })).toMatchObject({
      ok: false,
      reason: 'invalid',
      errors: { stopLoss: expect.any(String), takeProfit: expect.any(String) },
    });
    expect(await admin.amend(signal.id, { stopLoss: 1.075, takeProfit: 1.09 })).toMatchObject({ reason: 'invalid' });
    // Active: the stop may trail into profit, as long as it stays below the take-profit.
    expect(await admin.amend(signal.id, { stopLoss: 1.085, takeProfit: 1.09 })).toMatchObject({ ok: true });
  });

  it('needs a public reason to widen a stop (more risk), none to tighten it', async () => {
    const { db, signals, admin } = await fresh();
    // BUY EUR/USD at 1.08000, stop 1.07500 (50 pips of risk).
    const signal = valueOf(
      await admin.publish({ ...workedCases[0]!.input, validUntil: null, note: 'Breakout retest' }),
    );
    const version = await read(db, 'signals');
    // Five times the risk, without a word: refused, nothing changes.
    expect(await admin.amend(signal.id, { stopLoss: 1.055, takeProfit: 1.09 })).toEqual({
      ok: false,
      reason: 'invalid',
      errors: {
        reason:
          'This moves the stop-loss further from the entry, from 1.07500 to 1.05500: the signal risks more than it did. Please give a reason: it is shown publicly.',
      },
    });
    expect(await read(db, 'signals')).toBe(version);
    valueOf(
      await admin.amend(signal.id, { stopLoss: 1.055, takeProfit: 1.09, reason: 'Wider swing low after the ECB' }),
    );
    // Tightening needs no reason, and keeps none that is given.
    valueOf(await admin.amend(signal.id, { stopLoss: 1.07, takeProfit: 1.09, reason: 'Not needed' }));
    const events = (await signals.get(signal.id))!.events.filter((event) => event.kind === 'amended');
    expect(events).toEqual([
      expect.objectContaining({ stopLoss: { from: 1.075, to: 1.055 }, reason: 'Wider swing low after the ECB' }),
      expect.not.objectContaining({ reason: expect.anything() }),
    ]);
  });

  it('needs a public reason to publish or close while the market is closed; crypto trades every day', async () => {
    const { clock, signals, admin } = await fresh();
    const saturday = new Date('2026-11-28T12:00:00.000Z');
    clock.at = saturday;
    const input = { ...workedCases[0]!.input, validUntil: null, note: 'Breakout retest' };
    expect(await admin.publish(input)).toEqual({
      ok: false,
      reason: 'invalid',
      errors: {
        reason:
          "The EUR/USD market is closed now (Saturday 12:00 GMT): nobody can trade at this price. To go ahead anyway, give a reason: it is shown on the signal's public timeline.",
      },
    });
    expect(await signals.list([])).toEqual([]);
    const weekend = valueOf(await admin.publish({ ...input, reason: 'Quoting the Sunday open' }));
    const btc = valueOf(
      await admin.publish({
        instrument: 'BTC/USD',
        direction: 'BUY',
        orderType: 'market',
        entry: 95000,
        stopLoss: 94000,
        takeProfit: 97000,
        validUntil: null,
        note: 'Range breakout',
        reason: 'Kept only when the market is closed',
      }),
    );
    clock.at = new Date(saturday.getTime() + hour);
    expect(await admin.close(weekend.id, { outcome: 'take-profit' })).toMatchObject({
      ok: false,
      errors: {
        reason: expect.stringMatching(/^The EUR\/USD market is closed now .* Please confirm the price with a reason/),
      },
    });
    valueOf(await admin.close(weekend.id, { outcome: 'take-profit', reason: 'Filled at the weekend quote' }));
    valueOf(await admin.close(btc.id, { outcome: 'take-profit' }));
    const { events } = (await signals.get(weekend.id))!;
    expect(events[0]).toMatchObject({ kind: 'published', reason: 'Quoting the Sunday open' });
    expect(events[1]).toMatchObject({ kind: 'closed', reason: 'Filled at the weekend quote', marketClosed: true });
    const crypto = (await signals.get(btc.id))!.events;
    expect(crypto[0]).not.toHaveProperty('reason');
    expect(crypto[1]).not.toHaveProperty('marketClosed');
  });

  it('expires a pending order when its time has passed, at its valid-until, even when an admin acts first', async () => {
    const { clock, signals, admin } = await fresh();
    const validUntil = new Date(now.getTime() + hour).toISOString();
    const pending = valueOf(await admin.publish({ ...expiringCase, validUntil }));
    expect(await admin.publish({ ...expiringCase, validUntil: now.toISOString() })).toMatchObject({
      reason: 'invalid',
    });
    clock.at = new Date(now.getTime() + 2 * hour);
    expect(await admin.trigger(pending.id)).toMatchObject({
      reason: 'conflict',
      message: expect.stringMatching(/expired/),
    });
    const { signal, events } = (await signals.get(pending.id))!;
    expect(signal).toMatchObject({ status: 'expired', closedAt: validUntil });
    expect(events.map((event) => [event.kind, event.at])).toEqual([
      ['published', now.toISOString()],
      ['expired', validUntil],
    ]);
    expect(await signals.expireDue()).toBe(0);
  });

  it('filters and pages the history, and reads it all back in batches, newest first', async () => {
    const { clock, signals, admin } = await fresh();
    for (let index = 0; index < 55; index += 1) {
      clock.at = new Date(now.getTime() + index * 12 * hour);
      const input = index % 2 === 0 ? workedCases[0]!.input : workedCases[1]!.input;
      // Every 12 hours, weekends too: those steps need their reason (close-check.ts), given to all alike.
      const reason = 'Testing the history';
      const signal = valueOf(
        await admin.publish({ ...input, validUntil: null, note: 'Reasoning of the test', reason }),
      );
      if (index % 5 === 0) valueOf(await admin.close(signal.id, { outcome: 'take-profit', reason }));
    }
    const first = await signals.history({}, 1);
    expect(first).toMatchObject({ total: 55, page: 1, pages: 2 });
    expect(first.signals).toHaveLength(50);
    expect((await signals.history({}, 99)).signals).toHaveLength(5);
    expect((await signals.history({ direction: 'BUY' }, 1)).total).toBe(28);
    expect((await signals.history({ instrument: 'GBP/USD', outcome: 'win' }, 1)).total).toBe(5);
    expect((await signals.history({ outcome: 'open' }, 1)).total).toBe(44);
    expect((await signals.history({ month: '2026-11' }, 1)).total).toBe(11);
    expect((await signals.history({ month: '2026-12' }, 1)).total).toBe(44);
    expect(await signals.publishedMonths()).toEqual(['2026-12', '2026-11']);
    const batches = [];
    for await (const batch of signals.historyBatches(20)) batches.push(batch);
    expect(batches.map((batch) => batch.length)).toEqual([20, 20, 15]);
    const ids = batches.flat().map((signal) => signal.publishedAt);
    expect(ids).toEqual([...ids].sort().reverse());
  });
});
