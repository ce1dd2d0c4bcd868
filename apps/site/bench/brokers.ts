// The broker scenario: a million recorded click-outs behind the admin dashboard's cards and charts,
// measured as an admin sees them, one request at a time.
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { DatabaseSync } from 'node:sqlite';

/** How many click-outs the bench database holds, and the dashboard's median target. */
export const brokersBench = { clicks: 1_000_000, dashboardMedianMs: 100, dashboardRequests: 40 };

/**
 * Writes `count` click-outs straight into the server's SQLite file (the server has migrated and seeded it),
 * spread over the active brokers and the last 89 days (younger than the 90 days after which raw rows are
 * folded), with the per-day counts the server keeps beside them (migration 061). Prints progress.
 */
export function seedClicks(databaseFile: string, log: (line: string) => void, count = brokersBench.clicks): void {
  const db = new DatabaseSync(databaseFile);
  db.exec('PRAGMA busy_timeout = 5000');
  const brokers = db
    .prepare('SELECT id FROM brokers WHERE is_active = 1')
    .all()
    .map((row) => String(row.id));
  if (brokers.length === 0) throw new Error('the bench database has no active broker to click');
  const insert = db.prepare(
    'INSERT INTO broker_clicks (id, broker_id, clicked_at, ip_hash, referrer_path) VALUES (?, ?, ?, NULL, ?)',
  );
  const perDay = new Map<string, number>();
  const span = 89 * 86_400_000;
  const now = Date.now();
  const batch = 100_000;
  for (let start = 0; start < count; start += batch) {
    db.exec('BEGIN IMMEDIATE');
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const brokerId = brokers[i % brokers.length]!;
      const at = new Date(now - Math.floor((i / count) * span)).toISOString();
      insert.run(randomUUID(), brokerId, at, '/ib-partners');
      const key = `${brokerId}\n${at.slice(0, 10)}`;
      perDay.set(key, (perDay.get(key) ?? 0) + 1);
    }
    db.exec('COMMIT');
    log(`  ${Math.min(count, start + batch).toLocaleString('en')} of ${count.toLocaleString('en')} clicks written`);
  }
  const upsert = db.prepare(
    'INSERT INTO broker_click_days (broker_id, day, clicks) VALUES (?, ?, ?) ' +
      'ON CONFLICT (broker_id, day) DO UPDATE SET clicks = broker_click_days.clicks + excluded.clicks',
  );
  db.exec('BEGIN IMMEDIATE');
  for (const [key, clicks] of perDay) {
    const [brokerId, day] = key.split('\n') as [string, string];
    upsert.run(brokerId, day, clicks);
  }
  db.exec('COMMIT');
  db.exec('ANALYZE');
  db.close();
}

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Reply>((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The name=value pairs of a response's Set-Cookie headers, joined for a Cookie header. */
const cookiesOf = (reply: Reply) => [reply.headers['set-cookie'] ?? []].flat().map((line) => line.split(';')[0]!);

/** Signs in through the login form as a browser would (form token, Origin) and returns the session's Cookie header. */
export async function signInAsAdmin(origin: string, username: string, password: string): Promise<string> {
  const form = await send(`${origin}/secure/admin/login`);
  const csrf = /name="csrf" value="([^"]+)"/.exec(form.body)?.[1];
  if (!csrf) throw new Error(`the login page has no form token (status ${form.status})`);
  const reply = await send(`${origin}/secure/admin/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin,
      cookie: cookiesOf(form).join('; '),
    },
    body: new URLSearchParams({ csrf, username, password }).toString(),
  });
  const cookie = cookiesOf(reply).join('; ');
  if (reply.status !== 302 || !cookie) throw new Error(`sign-in answered ${reply.status}`);
  return cookie;
}

/** Loads `path` one request at a time (after two warm-up loads); the median and slowest time in ms. */
export async function timeSequentially(
  url: string,
  cookie: string,
  requests = brokersBench.dashboardRequests,
): Promise<{ medianMs: number; maxMs: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = -2; i < requests; i++) {
    const started = performance.now();
    const reply = await send(url, { headers: { cookie } });
    const elapsed = performance.now() - started;
    if (reply.status !== 200) throw new Error(`${url} answered ${reply.status}`);
    bytes = reply.body.length;
    if (i >= 0) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)]!, maxMs: times.at(-1)!, bytes };
}
