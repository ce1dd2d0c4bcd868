import type { Db } from '~/platform/db/types';

/*
 * Clicks per broker and UTC day for the admin dashboard's charts and CSV (decision 019), read from the per-day
 * counts kept as clicks are counted (migration 061): at most brokers × days rows, whatever the click volume.
 */

/** The periods the dashboard offers, in days. */
export const clickPeriods = [30, 90] as const;
export type ClickPeriod = (typeof clickPeriods)[number];

const dayMs = 86_400_000;

/** One broker's series: a count for each of the period's days, oldest first (days without clicks are 0). */
export interface ClickSeries {
  brokerId: string;
  name: string;
  counts: number[];
  total: number;
}

/** The period's UTC days (YYYY-MM-DD), oldest first, ending with `now`'s day. */
export function periodDays(period: ClickPeriod, now: Date): string[] {
  const today = Math.floor(now.getTime() / dayMs) * dayMs;
  return Array.from({ length: period }, (_, index) =>
    new Date(today - (period - 1 - index) * dayMs).toISOString().slice(0, 10),
  );
}

/**
 * Each broker's clicks over the period's UTC days (today included), per broker id; brokers without clicks are
 * absent. The dashboard cards' 30-day figure: the same days and numbers as the 30-day chart.
 */
export async function clickTotals(
  db: Db,
  period: ClickPeriod,
  now: Date = new Date(),
): Promise<Record<string, number>> {
  const days = periodDays(period, now);
  // PostgreSQL sums BIGINTs as NUMERIC (a string from postgres.js): Number() reads both engines alike.
  const rows = await db.all<{ broker_id: string; clicks: number | string }>(
    'SELECT broker_id, SUM(clicks) AS clicks FROM broker_click_days WHERE day >= ? AND day <= ? GROUP BY broker_id',
    [days[0], days.at(-1)],
  );
  return Object.fromEntries(rows.map((row) => [row.broker_id, Number(row.clicks)]));
}

/** Every broker's clicks per day over the period (brokers listed even without clicks), busiest first. */
export async function clickSeries(
  db: Db,
  brokers: readonly { id: string; name: string }[],
  period: ClickPeriod,
  now: Date = new Date(),
): Promise<{ days: string[]; series: ClickSeries[] }> {
  const days = periodDays(period, now);
  const rows = await db.all<{ broker_id: string; day: string; clicks: number | string }>(
    'SELECT broker_id, day, clicks FROM broker_click_days WHERE day >= ? AND day <= ?',
    [days[0], days.at(-1)],
  );
  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const byBroker = new Map(brokers.map((broker) => [broker.id, new Array<number>(period).fill(0)]));
  for (const row of rows) {
    const index = dayIndex.get(row.day);
    const counts = byBroker.get(row.broker_id);
    if (index !== undefined && counts) counts[index] = Number(row.clicks);
  }
  const series = brokers.map((broker) => {
    const counts = byBroker.get(broker.id)!;
    return { brokerId: broker.id, name: broker.name, counts, total: counts.reduce((sum, count) => sum + count, 0) };
  });
  series.sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  return { days, series };
}

/** The series as CSV (RFC 4180): one row per broker and day. Names are quoted; formula-like names are defused. */
export function clickSeriesCsv(days: readonly string[], series: readonly ClickSeries[]): string {
  const cell = (text: string) => {
    // A leading = + - @ makes spreadsheets run the cell as a formula (CSV injection): prefix a quote.
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return `"${safe.replace(/"/g, '""')}"`;
  };
  const lines = ['broker,day,clicks'];
  for (const broker of series) {
    days.forEach((day, index) => lines.push(`${cell(broker.name)},${day},${broker.counts[index]}`));
  }
  return `${lines.join('\r\n')}\r\n`;
}
