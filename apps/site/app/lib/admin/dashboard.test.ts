import { afterAll, describe, expect, it } from 'vitest';
import { createBrokerService } from '../brokers/brokers.server';
import { clickSeries } from '../brokers/click-series.server';
import { testDialects } from '../db/test-databases.server';
import type { Db } from '../db/types';
import { captureLog } from '../auth/test-helpers.server';
import { listAudit } from './audit.server';
import { loadDashboard, runBrokerAction } from './dashboard.server';

const dialects = await testDialects();
const lines = captureLog();
const admin = { id: 'admin-1', username: 'alice' };

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};
const valid = {
  name: 'Zephyr FX',
  description: 'Zero-commission accounts',
  minDeposit: '$50',
  spreads: 'From 0.2 pips',
  leverage: '1:200',
  tradingPlatforms: 'MT5, cTrader',
};

describe.each(dialects)('dashboard on $name', ({ open }) => {
  const opened: Db[] = [];
  const fresh = async () => {
    const db = await open();
    opened.push(db);
    return db;
  };
  afterAll(async () => {
    for (const db of opened) await db.close();
  });

  it('adds a broker with an audit row, and refuses invalid input keeping what was typed', async () => {
    const db = await fresh();
    const bad = await runBrokerAction(db, admin, form({ intent: 'add', ...valid, name: '', website: 'nope' }));
    expect(bad).toMatchObject({
      ok: false,
      fieldErrors: { name: 'Broker Name is required', website: expect.stringMatching(/http/) },
      values: { description: 'Zero-commission accounts', website: 'nope' },
    });
    const added = await runBrokerAction(db, admin, form({ intent: 'add', ...valid }));
    expect(added).toEqual({ ok: true, intent: 'add', message: 'Added Zephyr FX.' });
    const { brokers, counts } = await loadDashboard(db, { query: 'zero-COMMISSION' });
    expect(brokers).toHaveLength(1);
    expect(brokers[0]).toMatchObject({ name: 'Zephyr FX', platforms: 'MT5, cTrader', isActive: true, clicks30d: 0 });
    expect(counts).toEqual({ total: 1, active: 1, inactive: 0 });
    const audit = await listAudit(db);
    expect(audit.entries[0]).toMatchObject({
      action: 'broker.create',
      adminUsername: 'alice',
      before: null,
      after: { name: 'Zephyr FX' },
    });
  });

  it('toggles, re-activates on edit (spec quirk), deletes, each audited with before and after', async () => {
    const db = await fresh();
    await runBrokerAction(db, admin, form({ intent: 'add', ...valid }));
    const [broker] = await createBrokerService(db).listAll();
    const id = broker!.id;
    expect(await runBrokerAction(db, admin, form({ intent: 'toggle', id }))).toMatchObject({
      ok: true,
      message: 'Zephyr FX is now inactive.',
    });
    expect((await loadDashboard(db)).counts).toEqual({ total: 1, active: 0, inactive: 1 });
    expect(
      await runBrokerAction(db, admin, form({ intent: 'edit', id, ...valid, spreads: 'From 0.0 pips' })),
    ).toMatchObject({ ok: true });
    expect(await createBrokerService(db).getById(id)).toMatchObject({ isActive: true, spreads: 'From 0.0 pips' });
    expect(await runBrokerAction(db, admin, form({ intent: 'delete', id }))).toMatchObject({
      ok: true,
      message: 'Deleted Zephyr FX.',
    });
    expect(await runBrokerAction(db, admin, form({ intent: 'delete', id }))).toMatchObject({
      ok: false,
      error: 'This broker no longer exists.',
    });
    const actions = (await listAudit(db)).entries.map((entry) => entry.action);
    expect(actions).toEqual(['broker.delete', 'broker.update', 'broker.toggle', 'broker.create']);
    const update = (await listAudit(db)).entries[1]!;
    expect(update.before).toMatchObject({ isActive: false, spreads: 'From 0.2 pips' });
    expect(update.after).toMatchObject({ isActive: true, spreads: 'From 0.0 pips' });
  });

  it('shows a clear message when the database fails, and writes no audit row', async () => {
    const db = await fresh();
    const failing: Db = { ...db, transaction: async () => Promise.reject(new Error('disk full')) };
    lines.length = 0;
    const result = await runBrokerAction(failing, admin, form({ intent: 'add', ...valid }));
    expect(result).toMatchObject({
      ok: false,
      error: 'Could not add the broker. Please try again.',
      values: { name: 'Zephyr FX' },
    });
    expect(JSON.parse(lines[0]!)).toMatchObject({ event: 'admin.action_failed', intent: 'add' });
    expect((await listAudit(db)).total).toBe(0);
  });

  it('counts click-outs of the last 30 days per card', async () => {
    // The start of the UTC day `days` days before `now`.
    const ago = (now: Date, days: number) => new Date(Math.floor(now.getTime() / 86_400_000 - days) * 86_400_000);
    const db = await fresh();
    await runBrokerAction(db, admin, form({ intent: 'add', ...valid }));
    const [broker] = await createBrokerService(db).listAll();
    const service = createBrokerService(db);
    const now = new Date();
    await service.recordClick({ brokerId: broker!.id, ip: null, referrerPath: null, at: now });
    await service.recordClick({
      brokerId: broker!.id,
      ip: null,
      referrerPath: null,
      at: new Date(now.getTime() - 31 * 86_400_000),
    });
    expect((await loadDashboard(db, { now })).brokers[0]!.clicks30d).toBe(1);
    // The window is the 30-day chart's: 30 UTC days, today included, so the card and the chart agree.
    await service.recordClick({ brokerId: broker!.id, ip: '192.0.2.7', referrerPath: null, at: ago(now, 29) });
    await service.recordClick({ brokerId: broker!.id, ip: '192.0.2.8', referrerPath: null, at: ago(now, 30) });
    const dashboard = await loadDashboard(db, { now });
    expect(dashboard.brokers[0]!.clicks30d).toBe(2);
    const chart = await clickSeries(db, dashboard.all, 30, now);
    expect(chart.series[0]!.total).toBe(2);
  });

  it('shows the same click counts after old clicks are folded into daily totals (finding: click-out counting)', async () => {
    const db = await fresh();
    await runBrokerAction(db, admin, form({ intent: 'add', ...valid }));
    const service = createBrokerService(db);
    const [broker] = await service.listAll();
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
    for (const days of [1, 29, 31, 100, 120, 200])
      await service.recordClick({ brokerId: broker!.id, ip: null, referrerPath: null, at: ago(days) });
    const before = await loadDashboard(db, { now });
    const allTime = await service.countClicksSince(null, new Date(0));
    expect(before.brokers[0]!.clicks30d).toBe(2);
    expect(await service.foldOldClicks(now)).toBe(3);
    expect((await db.get<{ c: number }>('SELECT COUNT(*) AS c FROM broker_click_daily'))?.c).toBeGreaterThan(0);
    expect(await loadDashboard(db, { now })).toEqual(before);
    expect(await service.countClicksSince(null, new Date(0))).toBe(allTime);
    expect(allTime).toBe(6);
  });
});
