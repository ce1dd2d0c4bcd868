// Signal alerts at scale: two production instances on one PostgreSQL database, 1,000 confirmed subscribers and
// one published signal, every alert handed to an SMTP sink started here.
//
// - `pnpm bench` (section `alerts`) prints the time from the signal's publication to the last of the 1,000 alerts
//   the sink received.
// - `pnpm test:alerts-failover` (this file with --kill) SIGKILLs one instance in the middle of the sending and
//   checks the outcome, not the time: every subscriber got the alert, none got two different alerts, and a
//   message sent twice (the one in flight when the instance died) carries the same Message-ID both times.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import postgres from 'postgres';
import { SMTPServer } from 'smtp-server';
import { siteDir } from '../server/paths.ts';
import { freePort } from './processes.ts';

export const alertsBench = { subscribers: 1000 };

const baseUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Received {
  to: string;
  messageId: string;
  at: number;
}

/** An SMTP server that keeps each message's recipient, Message-ID and arrival time. */
async function smtpSink() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 8192) head += chunk.toString();
      });
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo[0]?.address ?? '',
          messageId: /^Message-ID: (.*)$/im.exec(head)?.[1]?.trim() ?? '',
          at: Date.now(),
        });
        done();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  return { received, port: (server.server.address() as AddressInfo).port, close: () => server.close() };
}

/** A database of its own on the test PostgreSQL server, dropped by `drop()`. */
async function scratchDatabase() {
  const name = `alerts_${randomBytes(5).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 1 });
    },
  };
}

/** Starts one production instance; resolves once it listens (it has migrated the database by then). */
function startInstance(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['server/main.ts'], {
      cwd: siteDir,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/"listening"/.test(output)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code, signal) => {
      if (!/"listening"/.test(output)) reject(new Error(`instance exited (${signal ?? code}):\n${output}`));
    });
  });
}

/** 1,000 confirmed subscribers to every signal, written as the service writes them. */
async function seedSubscribers(sql: postgres.Sql, count: number, confirmedAt: string) {
  const rows = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    email: `subscriber-${index}@example.com`,
    // Any unique value: only suppression entries are matched against it.
    email_hash: randomBytes(32).toString('hex'),
    status: 'active',
    instruments: '*',
    created_at: confirmedAt,
    confirmed_at: confirmedAt,
    updated_at: confirmedAt,
  }));
  for (let start = 0; start < rows.length; start += 250) {
    await sql`INSERT INTO alert_subscriptions ${sql(rows.slice(start, start + 250))}`;
  }
}

/** A published market signal and its timeline event, as the signals feature writes them; the event's time. */
async function publishSignal(sql: postgres.Sql): Promise<number> {
  const id = randomUUID();
  const at = new Date();
  const iso = at.toISOString();
  await sql.begin(async (tx) => {
    await tx`INSERT INTO signals (id, instrument, direction, order_type, entry, initial_stop_loss, stop_loss, take_profit,
      status, published_at, triggered_at, published_by, demo)
      VALUES (${id}, 'EUR/USD', 'BUY', 'market', 1.085, 1.08, 1.08, 1.095, 'active', ${iso}, ${iso}, 'bench', 0)`;
    await tx`INSERT INTO signal_events (id, signal_id, kind, at, by_username, detail_json)
      VALUES (${randomUUID()}, ${id}, 'published', ${iso}, 'bench', '{"kind":"published"}')`;
  });
  return at.getTime();
}

export interface AlertsRun {
  subscribers: number;
  received: number;
  distinctRecipients: number;
  /** Recipients who got two messages with different Message-IDs: two alerts, a real duplicate. */
  duplicated: number;
  /** Messages received again with a Message-ID already seen (the one in flight at a crash). */
  resent: number;
  killed: boolean;
  /** From the publication to the last alert received, in ms. */
  elapsedMs: number;
}

/**
 * Runs the scenario: two instances, 1,000 subscribers, one signal; with `kill`, one instance is SIGKILLed once a
 * third of the alerts have arrived. Waits (up to `ceilingMs`, a guard, not a target) until every subscriber has
 * an alert and nothing is left to send.
 */
export async function runAlertsScenario(
  options: { kill?: boolean; log?: (line: string) => void; ceilingMs?: number } = {},
): Promise<AlertsRun> {
  const log = options.log ?? console.log;
  const count = alertsBench.subscribers;
  const sink = await smtpSink();
  const database = await scratchDatabase();
  const sql = postgres(database.url, { max: 2, onnotice: () => {} });
  const instances: ChildProcess[] = [];
  try {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.url,
      // Pooled SMTP connections (nodemailer reads `pool` from the URL): one connection per message made the
      // run four times slower, so an operator who sends alerts should set it too (docs/deploy.md).
      SMTP_URL: `smtp://127.0.0.1:${sink.port}/?pool=true`,
      CONTACT_TO: 'team@example.com',
      CONTACT_OUTBOX_INTERVAL_MS: '1000',
      ALERTS_POLL_INTERVAL_MS: '500',
      // A claim of the killed instance lapses after two seconds instead of five minutes.
      OUTBOX_LEASE_MS: '2000',
      ADMIN_USERNAME: '',
      ADMIN_PASSWORD: '',
      TRUST_PROXY: '',
    };
    const first = await freePort();
    instances.push(await startInstance(env, first));
    instances.push(await startInstance(env, await freePort(first + 1)));
    await seedSubscribers(sql, count, new Date(Date.now() - 60_000).toISOString());
    log(`Two instances on PostgreSQL, ${count} confirmed subscribers; publishing one signal…`);
    const publishedAt = await publishSignal(sql);
    let killed = false;
    const ceiling = Date.now() + (options.ceilingMs ?? 300_000);
    for (;;) {
      if (options.kill && !killed && sink.received.length >= count / 3) {
        instances[0]!.kill('SIGKILL');
        killed = true;
        log(`SIGKILL to one instance after ${sink.received.length} alerts.`);
      }
      const recipients = new Set(sink.received.map((mail) => mail.to)).size;
      if (recipients >= count) {
        const [left] = await sql`SELECT COUNT(*)::int AS n FROM alert_deliveries WHERE delivered_at IS NULL`;
        if (Number(left?.n) === 0) break;
      }
      if (Date.now() > ceiling) throw new Error(`gave up: ${recipients} of ${count} subscribers reached`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const byRecipient = new Map<string, Set<string>>();
    for (const mail of sink.received) {
      const ids = byRecipient.get(mail.to) ?? new Set<string>();
      ids.add(mail.messageId);
      byRecipient.set(mail.to, ids);
    }
    const distinctMessages = [...byRecipient.values()].reduce((sum, ids) => sum + ids.size, 0);
    return {
      subscribers: count,
      received: sink.received.length,
      distinctRecipients: byRecipient.size,
      duplicated: [...byRecipient.values()].filter((ids) => ids.size > 1).length,
      resent: sink.received.length - distinctMessages,
      killed,
      elapsedMs: Math.max(...sink.received.map((mail) => mail.at)) - publishedAt,
    };
  } finally {
    for (const child of instances) {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
    }
    await sql.end({ timeout: 1 });
    await database.drop();
    sink.close();
  }
}

/** The fail-over check's verdict: what must hold, whatever the timing. */
export function failoverProblems(run: AlertsRun): string[] {
  const problems: string[] = [];
  if (!run.killed) problems.push('no instance was killed');
  if (run.distinctRecipients !== run.subscribers) {
    problems.push(`${run.subscribers - run.distinctRecipients} subscribers got no alert`);
  }
  if (run.duplicated > 0) problems.push(`${run.duplicated} subscribers got two different alerts`);
  // Only what was in flight at the crash may be sent again: one row per instance at a time.
  if (run.resent > 1) problems.push(`${run.resent} messages were sent again`);
  return problems;
}

if (import.meta.main) {
  const kill = process.argv.includes('--kill');
  const { ensureBuild } = await import('../scripts/ensure-build.ts');
  await ensureBuild();
  const run = await runAlertsScenario({ kill });
  console.log(
    `${run.received} messages to ${run.distinctRecipients} of ${run.subscribers} subscribers; ` +
      `${run.duplicated} with two different alerts; ${run.resent} sent again with the same Message-ID.`,
  );
  if (kill) {
    const problems = failoverProblems(run);
    console.log(
      problems.length === 0 ? 'Fail-over: every subscriber got one alert.' : `Fail-over FAILED: ${problems.join('; ')}`,
    );
    process.exit(problems.length === 0 ? 0 : 1);
  }
  console.log(
    `Publication to the last of ${run.subscribers} alerts at the SMTP sink: ${(run.elapsedMs / 1000).toFixed(1)} s.`,
  );
}
