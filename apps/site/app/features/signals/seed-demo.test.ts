import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '~/platform/db/test-databases.server';
import type { Db } from '~/platform/db/types';
import { marketOpen } from './market-sessions';
import { seedDemoSignals } from './seed-demo.server';
import { loadHistoryPage, loadSignalsPage } from './signal-pages.server';
import { resetIssuedTimes } from './signal-writes.server';
import { createSignalService } from './signals.server';

const dialects = await testDialects();

describe('the markets’ trading hours', () => {
  it('keeps forex to Sunday 22:00-Friday 22:00 GMT in winter, the DAX to Xetra hours, gold to 23 hours a weekday', () => {
    const at = (iso: string) => new Date(iso);
    // 2026-11-29 is a Sunday; Frankfurt is on CET (GMT+1) in November and CEST (GMT+2) in July.
    expect(marketOpen('EUR/USD', at('2026-11-29T21:59:00Z'))).toBe(false);
    expect(marketOpen('EUR/USD', at('2026-11-29T22:00:00Z'))).toBe(true);
    expect(marketOpen('EUR/USD', at('2026-11-27T21:59:00Z'))).toBe(true);
    expect(marketOpen('EUR/USD', at('2026-11-27T22:00:00Z'))).toBe(false);
    expect(marketOpen('DAX', at('2026-11-30T07:59:00Z'))).toBe(false);
    expect(marketOpen('DAX', at('2026-11-30T08:00:00Z'))).toBe(true);
    expect(marketOpen('DAX', at('2026-11-30T16:29:00Z'))).toBe(true);
    expect(marketOpen('DAX', at('2026-11-30T16:30:00Z'))).toBe(false);
    expect(marketOpen('DAX', at('2026-07-06T07:00:00Z'))).toBe(true);
    expect(marketOpen('DAX', at('2026-11-29T03:25:00Z'))).toBe(false);
    expect(marketOpen('XAU/USD', at('2026-11-30T22:30:00Z'))).toBe(false);
    expect(marketOpen('XAU/USD', at('2026-11-30T23:00:00Z'))).toBe(true);
    expect(marketOpen('XAU/USD', at('2026-11-29T22:30:00Z'))).toBe(false);
    expect(marketOpen('BTC/USD', at('2026-11-29T03:25:00Z'))).toBe(true);
  });

  it('moves the forex week and the gold pause an hour earlier in GMT while New York is on summer time', () => {
    const at = (iso: string) => new Date(iso);
    // 2026-09-04 is a Friday, 2026-09-06 a Sunday, 2026-09-07 a Monday; New York is on EDT (GMT-4).
    expect(marketOpen('EUR/USD', at('2026-09-04T20:59:00Z'))).toBe(true);
    expect(marketOpen('EUR/USD', at('2026-09-04T21:45:00Z'))).toBe(false);
    expect(marketOpen('EUR/USD', at('2026-09-06T21:00:00Z'))).toBe(true);
    expect(marketOpen('XAU/USD', at('2026-09-07T21:30:00Z'))).toBe(false);
    expect(marketOpen('XAU/USD', at('2026-09-07T22:00:00Z'))).toBe(true);
    expect(marketOpen('XAU/USD', at('2026-09-06T21:30:00Z'))).toBe(false);
  });
});

describe.each(dialects)('the demo seed on $name', ({ open }) => {
  const opened: Db[] = [];
  afterAll(async () => {
    for (const db of opened) await db.close();
  });
  // Each test seeds its own past: the process's last issued time must not carry over.
  beforeEach(() => resetIssuedTimes());

  it(
    'fills an empty database once, flagged as demo, and refuses one that already holds signals',
    { timeout: 30_000 },
    async () => {
      const db = await open();
      opened.push(db);
      expect(await createSignalService(db).list([])).toEqual([]);
      expect((await loadSignalsPage(db)).demo).toBe(false);
      expect(await seedDemoSignals(db, 12)).toEqual({ seeded: 12 });
      expect(await createSignalService(db).list(['closed'])).toHaveLength(12);
      // Demo results are no track record: the record and its statistics leave them out.
      expect(await createSignalService(db).closedResults()).toEqual([]);
      expect((await loadSignalsPage(db)).record).toBeNull();
      expect(await seedDemoSignals(db, 12)).toMatchObject({ refused: expect.stringMatching(/already holds signals/) });
      expect((await createSignalService(db).history({}, 1)).total).toBe(12);
      expect((await createSignalService(db).list([])).every((signal) => signal.demo)).toBe(true);
      expect((await loadSignalsPage(db)).demo).toBe(true);
      expect((await loadHistoryPage(db, { filters: {}, page: 1 })).demo).toBe(true);
    },
  );

  // Sixty signals through two transactions each: slow on a loaded PostgreSQL, never wrong.
  it('puts every event inside its market’s trading hours', { timeout: 60_000 }, async () => {
    const db = await open();
    opened.push(db);
    await seedDemoSignals(db, 60, new Date('2026-11-25T12:00:00.000Z'));
    const signals = createSignalService(db);
    const outside: string[] = [];
    const publishedAt = new Map<string, number>();
    const instantCloses: string[] = [];
    for await (const batch of signals.eventBatches()) {
      for (const event of batch) {
        if (!marketOpen(event.instrument, new Date(event.at)))
          outside.push(`${event.instrument} ${event.kind} ${event.at}`);
        if (event.kind === 'published') publishedAt.set(event.signalId, Date.parse(event.at));
        // The seed holds every signal two hours at least: a close within a minute of its publish is a clock slip.
        if (event.kind === 'closed' && Date.parse(event.at) - (publishedAt.get(event.signalId) ?? 0) < 60_000)
          instantCloses.push(`${event.instrument} ${event.at}`);
      }
    }
    expect(outside).toEqual([]);
    expect(instantCloses).toEqual([]);
  });
});
