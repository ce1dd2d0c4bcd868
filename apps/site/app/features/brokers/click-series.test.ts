import { describe, expect, it } from 'vitest';
import { testDialects } from '~/platform/db/test-databases.server';
import { day, freshBrokerServices, sample } from './broker-test-fixtures';
import { clickSeries, clickSeriesCsv, periodDays } from './click-series.server';

const dialects = await testDialects();
const now = new Date('2026-11-25T12:00:00Z');

describe.each(dialects)('click-out series on $name', ({ open }) => {
  const fresh = freshBrokerServices(open);

  it('counts each counted click on its UTC day, per broker, over 30 or 90 days', async () => {
    const { db, brokers } = await fresh();
    const busy = await brokers.add(sample({ name: 'Busy' }));
    const quiet = await brokers.add(sample({ name: '=Quiet' }));
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day);
    await brokers.recordClick({ brokerId: busy.id, ip: '192.0.2.1', referrerPath: null, at: at(0) });
    await brokers.recordClick({ brokerId: busy.id, ip: '192.0.2.2', referrerPath: null, at: at(0) });
    // The same visitor in the same 30 minutes is not counted twice, nor charted twice.
    await brokers.recordClick({ brokerId: busy.id, ip: '192.0.2.2', referrerPath: null, at: at(0) });
    await brokers.recordClick({ brokerId: busy.id, ip: '192.0.2.3', referrerPath: null, at: at(45) });
    await brokers.recordClick({ brokerId: quiet.id, ip: '192.0.2.1', referrerPath: null, at: at(2) });

    const month = await clickSeries(db, [quiet, busy], 30, now);
    expect(month.days).toHaveLength(30);
    expect(month.days.at(-1)).toBe('2026-11-25');
    expect(month.series.map((s) => [s.name, s.total])).toEqual([
      ['Busy', 2],
      ['=Quiet', 1],
    ]);
    expect(month.series[0]!.counts.at(-1)).toBe(2);
    expect(month.series[1]!.counts.at(-3)).toBe(1);
    const quarter = await clickSeries(db, [quiet, busy], 90, now);
    expect(quarter.series[0]!.total).toBe(3);

    const csv = clickSeriesCsv(month.days, month.series);
    expect(csv.split('\r\n')[0]).toBe('broker,day,clicks');
    expect(csv).toContain('"Busy",2026-11-25,2\r\n');
    expect(csv).toContain(`"'=Quiet",2026-11-23,1\r\n`);
    expect(csv.trim().split('\r\n')).toHaveLength(61);
  });

  it('lists a period of consecutive UTC days ending today', () => {
    expect(periodDays(30, now).slice(0, 2)).toEqual(['2026-10-27', '2026-10-28']);
  });
});
