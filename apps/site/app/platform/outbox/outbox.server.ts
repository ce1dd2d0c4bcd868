import nodemailer from 'nodemailer';
import type { Config } from '~/config.server';
import { logEvent } from '~/platform/http/log.server';
import type { Db } from '~/platform/db/types';
import { backlog, claimRow, dueKeys, markDelivered, markFailed } from './claim.server';
import type { MailContext, Mailer, OutboxKind } from './kind.server';
import { type PassResult, type PassWorker, startPassWorker } from './pass-worker.server';

/*
 * The outbox: every e-mail is a row stored first, in the transaction of what causes it, and sent afterwards, so an
 * SMTP outage never loses one. Each kind (contact messages, webinar e-mails, admin invitations …) declares where
 * its rows live and how one is rendered (kind.server.ts); this module claims due rows (claim.server.ts), sends
 * them, backs off on failure, logs each failure under its kind's name and counts what was sent and what failed.
 * One worker runs every kind's pass in turn; the composition root (lib/bootstrap.server.ts) starts and stops it,
 * and a handler that stored a row kicks it.
 */

/** Wait before retry n (1-based): 1, 2, 4 … minutes, at most one hour. */
export const defaultBackoffMs = (attempt: number): number => Math.min(60, 2 ** Math.max(0, attempt - 1)) * 60_000;

/** A nodemailer transporter for SMTP_URL. */
export function createSmtpMailer(smtpUrl: string): Mailer {
  return nodemailer.createTransport(smtpUrl);
}

/** The origin of the links in e-mails: SITE_URL, else this server's own address. */
export function mailOrigin(config: Pick<Config, 'siteOrigin' | 'host' | 'port'>): string {
  return config.siteOrigin ?? `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`;
}

/** One failed attempt, as logged (never the e-mail's text: it may hold a live link). */
export interface OutboxFailure {
  id: string;
  attempt: number;
  error: string;
  retryAt: string;
}

/** E-mails sent and attempts failed, per kind, by this process since it started. */
export type OutboxTally = Map<string, { sent: number; failed: number }>;

export interface DeliverOptions {
  db: Db;
  mailer: Mailer;
  mail: MailContext;
  now?: () => Date;
  /** How long a claimed row stays reserved for the instance sending it (a crashed sender's claim lapses). */
  leaseMs?: number;
  /** Wait before retry n; defaultBackoffMs unless a test says otherwise. */
  backoffMs?: (attempt: number) => number;
  /** Called for each failed attempt. */
  onError?: (failure: OutboxFailure) => void;
  /** Where sends and failures are counted. */
  tally?: OutboxTally;
}

function count(tally: OutboxTally | undefined, kind: OutboxKind, outcome: 'sent' | 'failed') {
  if (!tally) return;
  const counts = tally.get(kind.name) ?? { sent: 0, failed: 0 };
  counts[outcome] += 1;
  tally.set(kind.name, counts);
}

/**
 * One pass of one kind: its preparation (reminders now due), then every due row claimed and sent once. A failed
 * send is recorded (the error cut to 500 characters) with the next attempt `backoffMs(attempt)` later; it never
 * throws. Returns how many were delivered and how many failed.
 */
export async function deliverDue(kind: OutboxKind, options: DeliverOptions): Promise<PassResult> {
  const { db, mailer } = options;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  await kind.prepare?.(db, now());
  const due = await dueKeys(db, kind, now(), kind.batchSize ?? 20);
  let delivered = 0;
  let failed = 0;
  for (const key of due) {
    const attempt = await claimRow(db, kind, key, now(), leaseMs);
    if (attempt === null) continue; // another instance won it, or it was deleted meanwhile
    const mail = await kind.render(db, key, options.mail);
    if (!mail) continue;
    try {
      await mailer.sendMail(mail);
      await markDelivered(db, kind, key, now());
      delivered += 1;
      count(options.tally, kind, 'sent');
    } catch (error) {
      const retryAt = new Date(now().getTime() + backoffMs(attempt)).toISOString();
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await markFailed(db, kind, key, message, retryAt);
      options.onError?.({ id: key, attempt, error: message, retryAt });
      failed += 1;
      count(options.tally, kind, 'failed');
    }
  }
  return { delivered, failed };
}

export interface OutboxSettings extends Omit<DeliverOptions, 'onError'> {
  kinds: readonly OutboxKind[];
  /** Time between passes (CONTACT_OUTBOX_INTERVAL_MS). */
  intervalMs?: number;
  /** A failed attempt; logged as `<kind>.delivery_failed` unless a test listens. */
  onError?: (kind: OutboxKind, failure: OutboxFailure) => void;
  /** A pass of one kind that threw (the database, say); logged as `<kind>.outbox_error`. The other kinds go on. */
  onPassError?: (kind: OutboxKind, error: unknown) => void;
}

const logFailure = (kind: OutboxKind, failure: OutboxFailure) =>
  logEvent(`${kind.name}.delivery_failed`, { ...failure });
const logPassError = (kind: OutboxKind, error: unknown) =>
  logEvent(`${kind.name}.outbox_error`, { error: error instanceof Error ? error.message : String(error) });

/** A worker (pass-worker.server.ts) whose pass is every kind's pass in turn. */
export function createOutbox(settings: OutboxSettings): PassWorker {
  const onError = settings.onError ?? logFailure;
  const onPassError = settings.onPassError ?? logPassError;
  return startPassWorker(
    async () => {
      const total = { delivered: 0, failed: 0 };
      for (const kind of settings.kinds) {
        try {
          const result = await deliverDue(kind, { ...settings, onError: (failure) => onError(kind, failure) });
          total.delivered += result.delivered;
          total.failed += result.failed;
        } catch (error) {
          onPassError(kind, error);
        }
      }
      return total;
    },
    { intervalMs: settings.intervalMs },
  );
}

let running: PassWorker | undefined;
const processTally: OutboxTally = new Map();

/** Starts this process's outbox and runs a first pass (rows left from before a restart). Once per process. */
export function startOutbox(settings: OutboxSettings): void {
  if (running) throw new Error('The outbox is running already: it is started once, by bootstrap().');
  running = createOutbox({ tally: processTally, ...settings });
  running.kick();
}

/** Stops this process's outbox once the pass under way has ended, so the database can be closed. */
export async function stopOutbox(): Promise<void> {
  const worker = running;
  running = undefined;
  await worker?.stop();
}

/**
 * Asks for a pass soon, after a row was stored. Nothing happens when the outbox is not running (no SMTP_URL, or a
 * process that did not bootstrap): the row waits, and the next running outbox sends it.
 */
export function kickOutbox(): void {
  running?.kick();
}

/** One kind's figures for /metrics. */
export interface OutboxKindMetrics {
  kind: string;
  /** Rows waiting to be sent (every instance's). */
  backlog: number;
  /** Waiting rows whose last attempt failed (every instance's). */
  failing: number;
  /** E-mails this process sent since it started. */
  sent: number;
  /** Attempts of this process that failed since it started. */
  failed: number;
}

/** Every kind's backlog from the database, and this process's counts (`tally`). */
export async function readOutboxMetrics(
  db: Db,
  kinds: readonly OutboxKind[],
  tally: OutboxTally = processTally,
  now: Date = new Date(),
): Promise<OutboxKindMetrics[]> {
  return Promise.all(
    kinds.map(async (kind) => ({
      kind: kind.name,
      ...(await backlog(db, kind, now)),
      ...(tally.get(kind.name) ?? { sent: 0, failed: 0 }),
    })),
  );
}
