import type { Db } from '~/platform/db/types';
import { type MailContext, defineOutboxKind } from '~/platform/outbox/kind.server';
import { signCancelToken, webinarLinkSecret } from './cancel-token.server';
import { type WebinarEmailKind, webinarEmail } from './webinar-emails.server';
import { queueEmail, readRegistration, readWebinar } from './webinar-rows.server';
import { endsAt } from './webinar-types';

/*
 * Webinar e-mails as a kind of the outbox (platform/outbox): a row of webinar_emails per e-mail, stored in the
 * transaction that makes it due (a registration, a move, a cancellation), or queued by the pass for reminders.
 * Reminders are queued by every instance's pass, but the unique dedupe_key lets only the first insert through:
 * one reminder per registrant and kind.
 */

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
async function render(db: Db, id: string, context: MailContext) {
  const row = await db.get<{ registration_id: string; kind: string }>(
    'SELECT registration_id, kind FROM webinar_emails WHERE id = ?',
    [id],
  );
  const registration = row && (await readRegistration(db, row.registration_id));
  const webinar = registration && (await readWebinar(db, registration.webinarId));
  // The registration was removed meanwhile (its rows went with it).
  if (!row || !registration || !webinar) return null;
  return webinarEmail(row.kind as WebinarEmailKind, webinar, registration, {
    from: context.from,
    origin: context.origin,
    cancelToken: signCancelToken(await webinarLinkSecret(db, context.config), registration.id, endsAt(webinar)),
  });
}

/** Confirmations, reminders and updates to registrants; each pass first queues the reminders now due. */
export const webinarEmails = defineOutboxKind({
  name: 'webinar',
  table: 'webinar_emails',
  batchSize: 50,
  prepare: scheduleReminders,
  render,
});
