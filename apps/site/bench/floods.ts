// Floods of pages rendered per request, as an outside probe sent them: each request a URL the server has not seen, so no cache
// can answer it, while `/` is measured beside the flood. Before out-of-range pages were refused and renders were
// bounded, `/` fell from 1,575 req/s (p99 48 ms) to 4 req/s (p99 3.3 s) beside the history flood.
import { randomInt } from 'node:crypto';
import type { FloodResult } from './random-query.ts';

/** Targets for `/` beside each flood: its p99, and its rate as a share of its rate alone. */
export const floodTargets = { homeP99Ms: 50, minimumHomeShare: 0.5 };

/**
 * As many connections load `/` as flood the server, as in the probe (45 each): a server that answers both alike
 * gives `/` half its rate alone, which is what the share target asks. With 5 against 50, even the bare server
 * kept only a twentieth.
 */
export const floodConnections = { flood: 45, home: 45 };

const pad = (value: number) => String(value).padStart(2, '0');

/** A history page from 2 to 1,000,000, half the time in a month from 2000 to 9999: each its own URL. */
const randomHistoryPage = () =>
  `/services/signals/history?page=${randomInt(2, 1_000_001)}` +
  (randomInt(2) === 0 ? `&month=${randomInt(2000, 10_000)}-${pad(randomInt(1, 13))}` : '');

// Pairs quoted in the account's currency (USD), so no conversion rate is needed and every query is valid.
const usdQuotedPairs = ['EURUSD', 'GBPUSD', 'AUDUSD', 'NZDUSD'];

/** A valid position-size query with random figures: each its own result. */
function randomPositionSize(): string {
  const params = new URLSearchParams({
    account: 'USD',
    balance: String(randomInt(100, 1_000_000)),
    risk: (randomInt(1, 50) / 10).toFixed(1),
    stop: String(randomInt(5, 500)),
    pair: usdQuotedPairs[randomInt(usdQuotedPairs.length)]!,
    price: (0.5 + randomInt(0, 10_000) / 10_000).toFixed(4),
    rate: '',
  });
  return `/tools/position-size?${params.toString()}`;
}

/** The floods `pnpm bench` runs beside `/`. */
export const renderFloods: { label: string; nextPath: () => string }[] = [
  { label: '/services/signals/history?page=<random>', nextPath: randomHistoryPage },
  { label: '/tools/position-size?<random valid>', nextPath: randomPositionSize },
];

/** Whether `/` beside a flood met the targets, given `/` alone. */
export function homeBesideFlood(alone: FloodResult, beside: FloodResult): { share: number; met: boolean } {
  const share = beside.requestsPerSecond / alone.requestsPerSecond;
  return {
    share,
    met: beside.p99 < floodTargets.homeP99Ms && share >= floodTargets.minimumHomeShare && beside.errors === 0,
  };
}
