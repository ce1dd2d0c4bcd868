import nodemailer from 'nodemailer';
import { type Config, serverConfig } from '../../config.server';
import { logEvent } from '../../http/log.server';
import { messagesPath } from '../admin/paths';
import type { Db } from '../db/types';
import type { MessageRow } from './contact.server';
import { claimOutboxRow, dueOutboxIds, type OutboxFailure, sendClaimedRow } from '../outbox/claim.server';
import { type PassWorker, type PassWorkerOptions, startPassWorker } from '../outbox/pass-worker.server';

/**
 * The contact outbox: every message is stored first (contact.server.ts) and e-mailed afterwards,
 * so an SMTP outage never loses one. A row is due when `next_attempt_at <= now` and not yet
 * delivered; a worker claims it with a conditional UPDATE (only one instance wins), sends it, and
 * either marks it delivered or schedules the next attempt with exponential backoff.
 */

/** Anything that can send one e-mail (nodemailer's transporter, or a stub in tests). */
export interface Mailer {
  sendMail(mail: { from: string; to: string; replyTo: string; subject: string; text: string }): Promise<unknown>;
}

export interface OutboxOptions {
  db: Db;
  mailer: Mailer;
  to: string;
  from: string;
  now?: () => Date;
  /** How long a claimed row stays reserved for the instance sending it (a crashed sender's claim lapses). */
  leaseMs?: number;
  /** Wait before retry n (1-based): 1, 2, 4 ... minutes, at most one hour by default. */
  backoffMs?: (attempt: number) => number;
  /** Rows handled per pass. */
  batchSize?: number;
  /** Called for each failed attempt (the server logs it). */
  onError?: (failure: OutboxFailure) => void;
}

export const defaultBackoffMs = (attempt: number): number => Math.min(60, 2 ** Math.max(0, attempt - 1)) * 60_000;

/** What the outbox reads of a stored message. */
type OutboxRow = Pick<MessageRow, 'id' | 'name' | 'email' | 'subject' | 'message' | 'created_at' | 'delivery_attempts'>;

/** The e-mail for one message: plain text only, so nothing the visitor typed is ever rendered as HTML. */
export function contactEmail(row: Omit<OutboxRow, 'delivery_attempts'>, to: string, from: string) {
  return {
    from,
    to,
    replyTo: row.email,
    subject: `Contact form: ${row.subject}`,
    text: [
      `Name: ${row.name}`,
      `Email: ${row.email}`,
      `Subject: ${row.subject}`,
      `Received: ${row.created_at}`,
      '',
      row.message,
      '',
      `(Message ${row.id}; also in the admin inbox at ${messagesPath}.)`,
    ].join('\n'),
  };
}

/** Sends every due message once. Returns how many were delivered and how many failed. */
export async function deliverDueMessages(options: OutboxOptions): Promise<{ delivered: number; failed: number }> {
  const { db, mailer, to, from } = options;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const at = now();
  const due = await dueOutboxIds(db, 'contact_messages', at, options.batchSize ?? 20);
  let delivered = 0;
  let failed = 0;
  for (const id of due) {
    if (!(await claimOutboxRow(db, 'contact_messages', id, now(), leaseMs))) continue;
    const row = await db.get<OutboxRow>(
      'SELECT id, name, email, subject, message, created_at, delivery_attempts FROM contact_messages WHERE id = ?',
      [id],
    );
    if (!row) continue; // deleted by an admin meanwhile
    const sent = await sendClaimedRow(
      db,
      'contact_messages',
      { id, attempt: Number(row.delivery_attempts) },
      () => mailer.sendMail(contactEmail(row, to, from)),
      { now, backoffMs, onError: options.onError },
    );
    if (sent) delivered += 1;
    else failed += 1;
  }
  return { delivered, failed };
}

export type OutboxWorker = PassWorker;

/** The contact outbox's worker (lib/outbox/pass-worker.server.ts): a pass every `intervalMs`. */
export function startOutboxWorker(options: OutboxOptions & PassWorkerOptions): OutboxWorker {
  return startPassWorker(() => deliverDueMessages(options), options);
}

/** A nodemailer transporter for SMTP_URL. */
export function createSmtpMailer(smtpUrl: string): Mailer {
  return nodemailer.createTransport(smtpUrl);
}

let processWorker: Promise<OutboxWorker | undefined> | undefined;

/**
 * Starts the process-wide outbox worker when SMTP_URL is set (from bootstrap(), or lazily on the
 * first message when the server started another way). Resolves undefined when mail is off.
 */
export function startContactOutbox(
  openDb: () => Promise<Db>,
  config: Pick<Config, 'mail' | 'outboxIntervalMs'> = serverConfig(),
): Promise<OutboxWorker | undefined> {
  processWorker ??= (async () => {
    const settings = config.mail;
    if (!settings) return undefined;
    const db = await openDb();
    const worker = startOutboxWorker({
      db,
      mailer: createSmtpMailer(settings.smtpUrl),
      to: settings.to,
      from: settings.from,
      intervalMs: config.outboxIntervalMs,
      onError: ({ id, attempt, error, retryAt }) =>
        logEvent('contact.delivery_failed', { id, attempt, error, retryAt }),
      onPassError: (error) =>
        logEvent('contact.outbox_error', { error: error instanceof Error ? error.message : String(error) }),
    });
    worker.kick(); // messages left from before a restart
    return worker;
  })();
  processWorker.catch(() => {
    processWorker = undefined;
  });
  return processWorker;
}

/** Stops the process-wide worker (graceful shutdown, tests). */
export async function stopContactOutbox(): Promise<void> {
  const worker = await processWorker?.catch(() => undefined);
  await worker?.stop();
  processWorker = undefined;
}

/** Messages waiting to be e-mailed, and those among them whose last attempt failed (/metrics; every instance's). */
export async function outboxBacklog(db: Db): Promise<{ pending: number; failing: number }> {
  const row = await db.get<{ pending: number | null; failing: number | null }>(
    `SELECT COUNT(*) AS pending, SUM(CASE WHEN last_error IS NOT NULL THEN 1 ELSE 0 END) AS failing
     FROM contact_messages WHERE delivered_at IS NULL AND next_attempt_at IS NOT NULL`,
  );
  return { pending: Number(row?.pending ?? 0), failing: Number(row?.failing ?? 0) };
}
