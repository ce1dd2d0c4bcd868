import { defaultBackoffMs } from '../contact/contact-outbox.server';
import type { Db } from '../db/types';
import { signCancelToken } from './cancel-token.server';
import { type WebinarEmail, type WebinarEmailKind, webinarEmail } from './webinar-emails.server';
import { queueEmail, readRegistration, readWebinar } from './webinar-rows.server';
import { endsAt } from './webinar-types';
import { claimOutboxRow, dueOutboxIds, type OutboxFailure, sendClaimedRow } from '../outbox/claim.server';

/*
 * The webinar outbox, beside the contact one and built the same way: a row per e-mail, stored in the
 * transaction that makes it due; a worker claims a due row with a conditional UPDATE (only one instance's
 * UPDATE changes it), sends it, and marks it delivered or backs off. Reminders are queued by every instance's
 * pass, but the unique dedupe_key lets only the first insert through: one reminder per registrant and kind.
 */

/** Anything that can send one e-mail with attachments (nodemailer's transporter, or a stub in tests). */
export interface WebinarMailer {
  sendMail(mail: WebinarEmail): Promise<unknown>;
}

export interface WebinarOutboxOptions {
  db: Db;
  mailer: WebinarMailer;
  from: string;
  /** The site's origin, for the links in the e-mails. */
  origin: string;
  /** Signs the cancel links (cancel-token.server.ts). */
  secret: string;
  now?: () => Date;
  leaseMs?: number;
  backoffMs?: (attempt: number) => number;
  batchSize?: number;
  onError?: (failure: OutboxFailure) => void;
}

const hour = 3_600_000;

/** How many registrations one pass looks at for reminders (the rest wait for the next pass). */
export const reminderBatch = 500;

/**
 * Queues the reminders now due: 24 hours and 1 hour before the start, for registrations made before that
 * point (a registrant who signed up 3 hours before has just had the confirmation). Returns how many were queued.
 */
export async function scheduleReminders(db: Db, now: Date): Promise<number> {
  let queued = 0;
  for (const [kind, before] of [
    ['reminder-24h', 24 * hour],
    ['reminder-1h', hour],
  ] as const) {
    // Due: the reminder's time has come, the start has not, and the 1-hour one has not taken over.
    const windowEnd = kind === 'reminder-24h' ? now.getTime() + 24 * hour : now.getTime() + hour;
    const windowStart = kind === 'reminder-24h' ? now.getTime() + hour : now.getTime();
    const rows = await db.all<{ id: string; starts_at: string; created_at: string }>(
      `SELECT r.id, w.starts_at, r.created_at FROM webinar_registrations r JOIN webinars w ON w.id = r.webinar_id
       WHERE w.status = 'scheduled' AND w.starts_at > ? AND w.starts_at <= ?
         AND NOT EXISTS (SELECT 1 FROM webinar_emails e WHERE e.registration_id = r.id AND e.kind = ?)
       ORDER BY w.starts_at, r.id LIMIT ?`,
      [new Date(windowStart).toISOString(), new Date(windowEnd).toISOString(), kind, reminderBatch],
    );
    for (const row of rows) {
      if (Date.parse(row.created_at) >= Date.parse(row.starts_at) - before) continue;
      if (await queueEmail(db, { registrationId: row.id, kind, key: `${row.id}:${kind}` }, now)) queued += 1;
    }
  }
  return queued;
}

/** The e-mail a row stands for, built from the webinar as it is now (a moved one shows its new time). */
async function composeEmail(db: Db, options: WebinarOutboxOptions, row: { registration_id: string; kind: string }) {
  const registration = await readRegistration(db, row.registration_id);
  const webinar = registration && (await readWebinar(db, registration.webinarId));
  if (!registration || !webinar) return null;
  return webinarEmail(row.kind as WebinarEmailKind, webinar, registration, {
    from: options.from,
    origin: options.origin,
    cancelToken: signCancelToken(options.secret, registration.id, endsAt(webinar)),
  });
}

/** Sends every due e-mail once. Returns how many were delivered and how many failed. */
export async function deliverDueWebinarEmails(
  options: WebinarOutboxOptions,
): Promise<{ delivered: number; failed: number }> {
  const { db, mailer } = options;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const due = await dueOutboxIds(db, 'webinar_emails', now(), options.batchSize ?? 50);
  let delivered = 0;
  let failed = 0;
  for (const id of due) {
    if (!(await claimOutboxRow(db, 'webinar_emails', id, now(), leaseMs))) continue;
    const row = await db.get<{ registration_id: string; kind: string; delivery_attempts: number }>(
      'SELECT registration_id, kind, delivery_attempts FROM webinar_emails WHERE id = ?',
      [id],
    );
    const email = row && (await composeEmail(db, options, row));
    if (!row || !email) continue; // the registration was removed meanwhile (its rows went with it)
    const sent = await sendClaimedRow(
      db,
      'webinar_emails',
      { id, attempt: Number(row.delivery_attempts) },
      () => mailer.sendMail(email),
      { now, backoffMs: options.backoffMs ?? defaultBackoffMs, onError: options.onError },
    );
    if (sent) delivered += 1;
    else failed += 1;
  }
  return { delivered, failed };
}

/** One pass of the worker: queue the reminders now due, then send what is due. */
export async function runWebinarOutboxPass(options: WebinarOutboxOptions) {
  const now = options.now ?? (() => new Date());
  await scheduleReminders(options.db, now());
  return deliverDueWebinarEmails(options);
}
