import type { Db } from '~/platform/db/types';
import { defaultSignalPolicy } from '~/signal-policy.server';
import { type InstrumentSymbol, instruments } from './instruments';
import { nextOpen } from './market-sessions';
import { roundTo } from './signal-results';
import type { CloseInput } from './signal-schema';
import { publishSignal } from './signal-writes.server';
import { type SignalActor, createSignalService } from './signals.server';

/*
 * Demo signals for development and screenshots only (`pnpm db:seed-demo`): never called by the server's start,
 * its bootstrap or the default tests. It refuses a database that holds any signal, so it can never mix invented
 * results into a real record. Every signal it writes carries the stored demo flag (the pages say "demo" while
 * one exists), and every event falls inside its market's trading hours (market-sessions.ts): no take-profit is
 * "hit" on a Sunday.
 */

const demoActor: SignalActor = { id: 'demo-seed', username: 'demo-seed' };
const symbols: InstrumentSymbol[] = ['EUR/USD', 'GBP/USD', 'USD/JPY', 'XAU/USD', 'DAX', 'BTC/USD'];
const typicalPrice: Record<string, number> = {
  'EUR/USD': 1.08,
  'GBP/USD': 1.27,
  'USD/JPY': 150,
  'XAU/USD': 2650,
  DAX: 19500,
  'BTC/USD': 95000,
};

/** A repeatable pseudo-random sequence (no Math.random: the same demo every time). */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export type SeedDemoResult = { seeded: number } | { refused: string };

/** Fills an empty signals table with `count` closed demo signals over the last 120 days. */
export async function seedDemoSignals(db: Db, count = 60, now = new Date()): Promise<SeedDemoResult> {
  const existing = await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM signals');
  if (Number(existing?.n ?? 0) > 0)
    return { refused: 'This database already holds signals: demo signals are never mixed in.' };
  const random = sequence(13);
  // The service stamps each step after the one before (signal-writes.server.ts, `issue`): a signal published
  // before the previous one's close would be pushed past it and open, trigger and close within a millisecond.
  // So each signal is published a quarter-hour after the latest step written, at the earliest.
  let latest = 0;
  let seeded = 0;
  for (let index = 0; index < count; index += 1) {
    const symbol = symbols[index % symbols.length] as InstrumentSymbol;
    const { precision } = instruments[symbol];
    const entry = roundTo((typicalPrice[symbol] ?? 1) * (0.98 + random() * 0.04), precision);
    const risk = roundTo(entry * 0.004, precision);
    const buy = random() > 0.5;
    const scheduled = now.getTime() - (120 - (index * 118) / count) * 86_400_000;
    const published = nextOpen(symbol, new Date(Math.max(scheduled, latest + 15 * 60_000)));
    // Nor is a signal published in the future.
    if (published > now) break;
    latest = published.getTime();
    const clock = { at: published };
    const writes = createSignalService(db, () => clock.at).asAdmin(demoActor);
    const input = {
      instrument: symbol,
      direction: buy ? 'BUY' : 'SELL',
      orderType: 'market',
      entry,
      stopLoss: roundTo(buy ? entry - risk : entry + risk, precision),
      takeProfit: roundTo(buy ? entry + 2 * risk : entry - 2 * risk, precision),
      validUntil: null,
      note: 'Demo signal (not a real call)',
    } as const;
    const result = await publishSignal(db, input, demoActor, () => clock.at, {
      policy: defaultSignalPolicy,
      demo: true,
    });
    if (!result.ok) continue;
    seeded += 1;
    clock.at = nextOpen(symbol, new Date(published.getTime() + (2 + random() * 30) * 3_600_000));
    // A close that would fall after now stays open: the demo never records the future.
    if (clock.at > now) continue;
    latest = clock.at.getTime();
    const roll = random();
    const close: CloseInput =
      roll < 0.4
        ? { outcome: 'take-profit' }
        : roll < 0.8
          ? { outcome: 'stop-loss' }
          : { outcome: 'manual', exitPrice: roundTo(buy ? entry + risk / 2 : entry - risk / 2, precision) };
    await writes.close(result.value.id, close);
  }
  return { seeded };
}
