import type { Db } from '~/platform/db/types';
import { isSignalInstrument } from '~/platform/instruments/signal-instruments';
import { alertedKinds } from './alert-events';

/*
 * From signal changes to alerts (decision 037). The signals feature records every change as a row of
 * signal_events, in the transaction of the change itself (its public timeline); this module polls that log and,
 * for each event not yet fanned out, queues one alert per confirmed subscriber who follows its instrument. It
 * reads the signals' tables, never their code: the alerts and the signals stay two features.
 *
 * Exactly once per subscriber and event, however many instances poll at the same time: an alert's id is
 * `<event id>:<subscription id>` and the pair is UNIQUE, so a second instance's insert of the same pair is
 * dropped (ON CONFLICT DO NOTHING with no target, so the key and the pair are both covered, on SQLite and
 * PostgreSQL alike), and the outbox's claim sends each row once.
 * An event is marked fanned out in the same transaction, so the next poll skips it; a crash before the commit
 * leaves it unmarked and the next poll fans it out again, without duplicates.
 *
 * Never for a change made before the subscription was confirmed: the event's time must not be earlier than the
 * confirmation. Never for the demo signals a development database is seeded with.
 */

/** Events older than this are not alerted any more, however long every instance was down: news only. */
const freshnessMs = 24 * 3_600_000;
/** How long a queued alert may still be sent (an SMTP outage longer than that drops it: it is no longer news). */
export const alertLifetimeMs = 24 * 3_600_000;
/** Events fanned out per poll. */
const eventsPerPoll = 50;

interface PendingEvent {
  id: string;
  at: string;
  instrument: string;
}

/** Signal events still to fan out, oldest first. */
function pendingEvents(db: Db, now: Date): Promise<PendingEvent[]> {
  return db.all<PendingEvent>(
    `SELECT e.id, e.at, s.instrument FROM signal_events e JOIN signals s ON s.id = e.signal_id
     WHERE e.kind IN (${alertedKinds.map(() => '?').join(', ')}) AND e.at >= ? AND s.demo = 0
       AND NOT EXISTS (SELECT 1 FROM alert_fanouts f WHERE f.event_id = e.id)
     ORDER BY e.at, e.id LIMIT ?`,
    [...alertedKinds, new Date(now.getTime() - freshnessMs).toISOString(), eventsPerPoll],
  );
}

/** Queues event's alerts in one transaction with its mark; how many alerts this call queued (0 when another instance had). */
function fanOutEvent(db: Db, event: PendingEvent, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    // A symbol holds no LIKE wildcard (% or _); in the stored JSON array it is quoted.
    const follows = isSignalInstrument(event.instrument) ? `%${JSON.stringify(event.instrument)}%` : '';
    const at = now.toISOString();
    const { changes } = await tx.run(
      `INSERT INTO alert_deliveries (id, subscription_id, event_id, created_at, next_attempt_at, expires_at)
       SELECT CAST(? AS TEXT) || ':' || s.id, s.id, CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT),
         CAST(? AS TEXT) FROM alert_subscriptions s
       WHERE s.status = 'active' AND s.confirmed_at IS NOT NULL AND s.confirmed_at <= CAST(? AS TEXT)
         AND (s.instruments = '*' OR s.instruments LIKE CAST(? AS TEXT))
         AND NOT EXISTS (SELECT 1 FROM alert_suppressions x WHERE x.email_hash = s.email_hash)
       ON CONFLICT DO NOTHING`,
      [event.id, event.id, at, at, new Date(now.getTime() + alertLifetimeMs).toISOString(), event.at, follows],
    );
    await tx.run(
      'INSERT INTO alert_fanouts (event_id, fanned_out_at, recipients) VALUES (?, ?, ?) ON CONFLICT (event_id) DO NOTHING',
      [event.id, at, changes],
    );
    return changes;
  });
}

/** One poll: every new event fanned out. How many alerts were queued. */
export async function fanOutNewEvents(db: Db, now: Date = new Date()): Promise<number> {
  let queued = 0;
  for (const event of await pendingEvents(db, now)) queued += await fanOutEvent(db, event, now);
  return queued;
}

/** Whether any alert is due to be sent now (the poll then wakes the outbox rather than wait for its interval). */
export async function alertsDue(db: Db, now: Date = new Date()): Promise<boolean> {
  const row = await db.get(
    `SELECT 1 AS due FROM alert_deliveries
     WHERE delivered_at IS NULL AND next_attempt_at IS NOT NULL AND next_attempt_at <= ? AND expires_at > ? LIMIT 1`,
    [now.toISOString(), now.toISOString()],
  );
  return row !== undefined;
}
