import { afterAll, describe, expect, it } from 'vitest';
import { createBrokerService } from './brokers.server';
import { clickSeries } from './click-series.server';
import { freshDialects } from '~/platform/test-support/test-helpers.server';
import type { Db } from '~/platform/db/types';
import { parseSubmission } from '~/platform/forms/submission';
import { brokerFormSchema } from './broker-form';
import { loadDashboard } from './admin-dashboard.server';
import { validBrokerForm as valid } from './broker-test-fixtures';

const dialects = await freshDialects();
const admin = { id: 'admin-1', username: 'alice' };

/** One broker, added as the dashboard's form adds it. */
async function addBroker(db: Db) {
  const parsed = parseSubmission(brokerFormSchema, valid);
  if (!parsed.ok) throw new Error('the test broker is not valid');
  await createBrokerService(db).asAdmin(admin).add(parsed.value);
}

describe.each(dialects)('dashboard on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('counts click-outs of the last 30 days per card', async () => {
    // The start of the UTC day `days` days before `now`.
    const ago = (now: Date, days: number) => new Date(Math.floor(now.getTime() / 86_400_000 - days) * 86_400_000);
    const db = await fresh();
    await addBroker(db);
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
    await addBroker(db);
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
