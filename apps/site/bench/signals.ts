// The signals scenario: a track record of 10,000 closed signals behind /services/signals and its
// history, and the CSV of all of them streamed while the server's memory is watched.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { DatabaseSync } from 'node:sqlite';

/** How many closed signals the bench database holds, and how far the CSV may grow the server's memory. */
export const signalsBench = { closedSignals: 10_000, csvMaxGrowthMb: 20 };

/**
 * Writes `count` closed EUR/USD signals straight into the server's SQLite file (the server has migrated it),
 * one an hour back from now, alternating wins of +2 R and losses of −1 R, then bumps the signals data version
 * so cached pages are rendered anew. Plain SQL: the bench runs outside Vite and needs no timeline events.
 */
export function seedClosedSignals(databaseFile: string, count = signalsBench.closedSignals): void {
  const db = new DatabaseSync(databaseFile);
  db.exec('PRAGMA busy_timeout = 5000');
  const insert = db.prepare(
    `INSERT INTO signals (id, instrument, direction, order_type, entry, initial_stop_loss, stop_loss, take_profit,
       status, outcome, published_at, triggered_at, closed_at, exit_price, result_pips, result_r, published_by)
     VALUES (?, 'EUR/USD', 'BUY', 'market', 1.08, 1.075, 1.075, 1.09, 'closed', ?, ?, ?, ?, ?, ?, ?, 'bench')`,
  );
  const hour = 3_600_000;
  const now = Date.now();
  db.exec('BEGIN IMMEDIATE');
  for (let i = 0; i < count; i++) {
    const published = new Date(now - (count - i) * hour).toISOString();
    const closed = new Date(now - (count - i) * hour + hour / 2).toISOString();
    const win = i % 2 === 0;
    insert.run(
      randomUUID(),
      win ? 'take-profit' : 'stop-loss',
      published,
      published,
      closed,
      win ? 1.09 : 1.075,
      win ? 100 : -50,
      win ? 2 : -1,
    );
  }
  db.prepare("UPDATE data_version SET version = version + 1 WHERE name = 'signals'").run();
  db.exec('COMMIT');
  db.close();
}

/** The resident memory of a process in MB, from /proc (Linux). */
function residentMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/**
 * Downloads the whole CSV once (read as fast as it comes, and dropped) while sampling the server's resident
 * memory every 20 ms; returns the rows received and the peak growth over the memory before the request.
 */
export async function csvMemoryGrowth(origin: string, pid: number): Promise<{ rows: number; growthMb: number }> {
  // One download first, so that code compiled on the first call is not counted as growth.
  await download(`${origin}/services/signals/history.csv`);
  global.gc?.();
  const before = residentMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 20);
  try {
    const rows = await download(`${origin}/services/signals/history.csv`);
    return { rows, growthMb: Math.max(0, Math.max(peak, residentMb(pid)) - before) };
  } finally {
    clearInterval(sampler);
  }
}

/** Counts the CSV's data rows (lines after the header) without keeping the body. */
function download(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
      let lines = 0;
      res.on('data', (chunk: Buffer) => {
        for (const byte of chunk) if (byte === 10) lines++;
      });
      res.on('end', () => resolve(Math.max(0, lines - 1)));
    })
      .on('error', reject)
      .end();
  });
}
