// The accounts scenario: sign-up and sign-in under 50 connections (each a real scrypt hash or check), and the
// timing of /signup and /forgot-password for an address with an account beside one without (they must not tell).
// The server trusts a proxy on this host (TRUST_PROXY=1), so each request can come from its own address, as
// visitors do, and the per-address quotas measure nothing here.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { DatabaseSync } from 'node:sqlite';
import autocannon from 'autocannon';

/** Targets: the median difference between an existing and a new address, per form. */
export const accountsBench = { accounts: 10, timingTries: 200, maxMedianDifferenceMs: 10 };

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

let address = 0;
/** A fresh documentation address (198.18.0.0/15, benchmarking) for each request. */
const nextAddress = () => {
  address += 1;
  return `198.18.${(address >> 8) & 255}.${address & 255}`;
};

function post(origin: string, path: string, values: Record<string, string>): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${origin}${path}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin,
          'x-forwarded-for': nextAddress(),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(new URLSearchParams(values).toString());
  });
}

const password = () => `${randomBytes(12).toString('base64url')} bench`;

/** Opens `count` accounts through the pages, reading each code from the stored e-mail (no SMTP in the bench). */
async function openAccounts(origin: string, databaseFile: string, count: number) {
  const db = new DatabaseSync(databaseFile);
  const accounts: { email: string; password: string }[] = [];
  for (let i = 0; i < count; i++) {
    const account = { email: `bench-${i}-${randomBytes(3).toString('hex')}@example.com`, password: password() };
    const started = await post(origin, '/signup', {
      name: `Bench ${i}`,
      ...account,
      passkey: '',
    });
    const location = String(started.headers.location ?? '');
    const s = new URL(location, origin).searchParams.get('s');
    const mail = db.prepare('SELECT mail_text FROM customer_emails WHERE email = ?').get(account.email) as
      { mail_text: string } | undefined;
    const code = /: (\d{6})$/m.exec(mail?.mail_text ?? '')?.[1];
    if (started.status !== 302 || !s || !code) throw new Error(`sign-up answered ${started.status}`);
    const verified = await post(origin, '/signup/verify', { intent: 'code', s, code });
    if (verified.status !== 302) throw new Error(`verification answered ${verified.status}`);
    accounts.push(account);
  }
  db.close();
  return accounts;
}

export interface PostLoad {
  requestsPerSecond: number;
  p99: number;
  /** Posts that completed (the expected redirect, or 200 from the bare server), per second. */
  completedPerSecond: number;
  /** 503 with Retry-After: the server's render gate turned the post away at once (designed back-pressure). */
  refused: number;
  /** Anything else: other statuses, errors and timeouts. */
  errors: number;
  /** What the answers were, for the log. */
  breakdown: string;
}

/** 50 connections posting a form built anew for each request; `expected` is the status counted as success. */
async function postLoad(
  origin: string,
  path: string,
  body: () => Record<string, string>,
  seconds: number,
  expected: '2xx' | '3xx',
): Promise<PostLoad> {
  const result = await autocannon({
    url: origin,
    connections: 50,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({
          ...req,
          path,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin,
            'x-forwarded-for': nextAddress(),
          },
          body: new URLSearchParams(body()).toString(),
        }),
      },
    ],
  });
  const answered = result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  const refused = expected === '3xx' ? result['5xx'] : 0;
  return {
    requestsPerSecond: result.requests.average,
    completedPerSecond: result[expected] / seconds,
    p99: result.latency.p99,
    refused,
    errors: result.errors + result.timeouts + (answered - result[expected] - refused),
    breakdown: `2xx ${result['2xx']}, 3xx ${result['3xx']}, 4xx ${result['4xx']}, 5xx ${result['5xx']}, errors ${result.errors}, timeouts ${result.timeouts}`,
  };
}

/** Waits until the server takes a form post again (the render gate's queue has drained after a load). */
async function drained(origin: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while ((await post(origin, '/forgot-password', { email: 'drain@example.com' })).status !== 200) {
    if (Date.now() > deadline) throw new Error('the server still refuses posts two minutes after the load');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Times `tries` posts of each kind, alternating, one at a time; the medians in ms. */
async function timePairs(tries: number, expected: number, existing: () => Promise<Reply>, fresh: () => Promise<Reply>) {
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < tries; i++) {
    const order = i % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const);
    for (const side of order) {
      const started = performance.now();
      const reply = await (side === 0 ? existing() : fresh());
      times[side].push(performance.now() - started);
      // A refused post (a quota, an overloaded server) would time the refusal, not the form.
      if (reply.status !== expected) throw new Error(`a timed post answered ${reply.status}, not ${expected}`);
    }
  }
  return { existing: median(times[0]), fresh: median(times[1]) };
}

/** The accounts section of `pnpm bench`; true when a target is missed. */
export async function accountsSection(
  origin: string,
  baseline: string,
  databaseFile: string,
  seconds: number,
  log: (line: string) => void,
  table: (header: string[], rows: (string | number)[][]) => string,
): Promise<boolean> {
  log(`Accounts: opening ${accountsBench.accounts} accounts through /signup and /signup/verify…`);
  const accounts = await openAccounts(origin, databaseFile, accountsBench.accounts);
  let next = 0;
  const someAccount = () => accounts[next++ % accounts.length]!;
  const signUpBody = () => ({
    name: 'Bench Visitor',
    email: `load-${randomBytes(6).toString('hex')}@example.com`,
    password: password(),
    passkey: '',
  });
  const signInBody = () => {
    const account = someAccount();
    return { email: account.email, password: account.password, next: '' };
  };

  log(`  sign-up and sign-in, 50 connections, ${seconds} s each, then the bare server…`);
  const rows: (string | number)[][] = [];
  let failed = false;
  for (const [label, path, body] of [
    ['sign-up (POST /signup)', '/signup', signUpBody],
    ['sign-in (POST /login)', '/login', signInBody],
  ] as const) {
    const server = await postLoad(origin, path, body, seconds, '3xx');
    const bare = await postLoad(baseline, path, body, seconds, '2xx');
    if (server.errors > 0) {
      failed = true;
      log(`  ${label}: ${server.breakdown}`);
    }
    rows.push([
      label,
      server.completedPerSecond.toFixed(1),
      Math.round(server.requestsPerSecond),
      server.refused,
      server.p99,
      server.errors,
      Math.round(bare.requestsPerSecond),
      bare.p99,
    ]);
    await drained(origin);
  }
  log(
    table(
      ['form', 'completed/s', 'answers/s', '503 refused', 'p99 ms', 'errors', 'baseline req/s', 'baseline p99'],
      rows,
    ),
  );
  log(
    '(each sign-up hashes and each sign-in checks a password with scrypt N=2^17 off the event loop; the render gate ' +
      'runs two at a time, and past its queue the rest get 503 with Retry-After at once; p99 covers every answer)',
  );
  log('');

  log(`  an address with an account beside a new one, ${accountsBench.timingTries} tries each, one at a time…`);
  const signUp = await timePairs(
    accountsBench.timingTries,
    302,
    () => post(origin, '/signup', { ...signUpBody(), email: someAccount().email }),
    () => post(origin, '/signup', signUpBody()),
  );
  // Without a password there is no scrypt, whose spread on a busy host can hide a difference: the forms' own work.
  const passkeySignUp = await timePairs(
    accountsBench.timingTries,
    302,
    () => post(origin, '/signup', { ...signUpBody(), password: '', passkey: 'on', email: someAccount().email }),
    () => post(origin, '/signup', { ...signUpBody(), password: '', passkey: 'on' }),
  );
  const forgot = await timePairs(
    accountsBench.timingTries,
    200,
    () => post(origin, '/forgot-password', { email: someAccount().email }),
    () => post(origin, '/forgot-password', { email: `nobody-${randomBytes(6).toString('hex')}@example.com` }),
  );
  const timingRows = [
    ['/signup', signUp],
    ['/signup (passkey, no scrypt)', passkeySignUp],
    ['/forgot-password', forgot],
  ].map(([path, medians]) => {
    const { existing, fresh } = medians as { existing: number; fresh: number };
    const difference = Math.abs(existing - fresh);
    const over = difference >= accountsBench.maxMedianDifferenceMs;
    if (over) failed = true;
    return [
      path as string,
      existing.toFixed(1),
      fresh.toFixed(1),
      difference.toFixed(1),
      `< ${accountsBench.maxMedianDifferenceMs} ms: ${over ? 'FAILED' : 'met'}`,
    ];
  });
  log(table(['form', 'existing median ms', 'new median ms', 'difference ms', 'target'], timingRows));
  log('');
  return failed;
}
