import { bump } from '~/platform/data-version/data-version.server';
import { type AuditAction, recordAudit } from '~/platform/admin/audit.server';
import type { Db } from '~/platform/db/types';
import type { Result } from '~/platform/result';
import type { WebinarInput } from './webinar-schema';
import {
  listRegistrations,
  queueEmail,
  readWebinar,
  toWebinar,
  webinarColumns,
  type WebinarRow,
} from './webinar-rows.server';
import type { Registration, Webinar } from './webinar-types';

/*
 * The admin's changes. Each is one transaction that reads the webinar once, writes it, the audit entry and the
 * data version, and queues the registrants' e-mails when the change is one their calendars must follow (a new
 * start or a cancellation raises SEQUENCE, so calendar apps replace the event they hold).
 */

/** The admin who makes a change, as the audit log records it. */
export interface WebinarActor {
  id: string;
  username: string;
}

export type WebinarFailure =
  | { reason: 'not-found' }
  | { reason: 'conflict'; message: string }
  | { reason: 'invalid'; errors: Partial<Record<string, string>> };
export type WebinarResult = Result<Webinar, WebinarFailure>;

/** How many webinars each admin list shows at most. */
export const adminListLimit = 200;

const notFound = { ok: false, reason: 'not-found' } as const;

async function finish(
  tx: Db,
  by: WebinarActor,
  change: { action: AuditAction; id: string; before: Webinar | null; now: Date },
): Promise<Webinar> {
  const after = (await readWebinar(tx, change.id))!;
  await recordAudit(tx, {
    admin: by,
    action: change.action,
    entity: 'webinar',
    entityId: change.id,
    before: change.before && auditView(change.before),
    after: auditView(after),
    at: change.now,
  });
  await bump(tx, 'webinars');
  return after;
}

/** What the audit log keeps of a webinar: the fields an admin sets, not the counters. */
function auditView(webinar: Webinar) {
  const { placesLeft: _placesLeft, registrations: _registrations, updatedAt: _updatedAt, ...fields } = webinar;
  return fields;
}

/** Every registrant gets an updated calendar file (once per SEQUENCE: a retried request queues nothing more). */
async function queueUpdates(tx: Db, webinar: Webinar, now: Date): Promise<void> {
  for (const registration of await listRegistrations(tx, webinar.id)) {
    await queueEmail(
      tx,
      { registrationId: registration.id, kind: 'update', key: `${registration.id}:update:${webinar.sequence}` },
      now,
    );
  }
}

/** The admin-edited columns, in the order both statements name them: title … replay_url. */
const editableColumns = (input: WebinarInput) => [
  input.title,
  input.description,
  input.presenter,
  input.startsAt,
  input.durationMinutes,
  input.capacity,
  input.joinUrl,
  input.replayUrl,
];

async function create(db: Db, by: WebinarActor, input: WebinarInput, now: Date): Promise<WebinarResult> {
  if (Date.parse(input.startsAt) <= now.getTime()) {
    return { ok: false, reason: 'invalid', errors: { startDate: 'A new webinar must start in the future.' } };
  }
  const id = crypto.randomUUID();
  return db.transaction(async (tx) => {
    await tx.run(
      `INSERT INTO webinars (id, title, description, presenter, starts_at, duration_minutes, capacity, join_url,
         replay_url, status, sequence, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'scheduled', 0, ?, ?)`,
      [id, ...editableColumns(input), now.toISOString(), now.toISOString()],
    );
    return { ok: true, value: await finish(tx, by, { action: 'webinar.create', id, before: null, now }) };
  });
}

async function update(db: Db, by: WebinarActor, id: string, input: WebinarInput, now: Date): Promise<WebinarResult> {
  return db.transaction(async (tx): Promise<WebinarResult> => {
    const before = await readWebinar(tx, id);
    if (!before) return notFound;
    const moved = before.startsAt !== input.startsAt || before.durationMinutes !== input.durationMinutes;
    if (moved && before.status === 'scheduled' && Date.parse(input.startsAt) <= now.getTime()) {
      return {
        ok: false,
        reason: 'invalid',
        errors: { startDate: 'A webinar can only be moved to a time in the future.' },
      };
    }
    await tx.run(
      `UPDATE webinars SET title = ?, description = ?, presenter = ?, starts_at = ?, duration_minutes = ?, capacity = ?,
         join_url = ?, replay_url = ?, sequence = sequence + ?, updated_at = ? WHERE id = ?`,
      [...editableColumns(input), moved ? 1 : 0, now.toISOString(), id],
    );
    const after = await finish(tx, by, { action: 'webinar.update', id, before, now });
    if (moved && after.status === 'scheduled') await queueUpdates(tx, after, now);
    return { ok: true, value: after };
  });
}

async function cancel(db: Db, by: WebinarActor, id: string, now: Date): Promise<WebinarResult> {
  return db.transaction(async (tx): Promise<WebinarResult> => {
    const before = await readWebinar(tx, id);
    if (!before) return notFound;
    if (before.status === 'cancelled')
      return { ok: false, reason: 'conflict', message: 'This webinar is already cancelled.' };
    if (Date.parse(before.startsAt) <= now.getTime()) {
      return { ok: false, reason: 'conflict', message: 'A webinar that has started can no longer be cancelled.' };
    }
    await tx.run(
      "UPDATE webinars SET status = 'cancelled', sequence = sequence + 1, updated_at = ? WHERE id = ? AND status = 'scheduled'",
      [now.toISOString(), id],
    );
    const after = await finish(tx, by, { action: 'webinar.cancel', id, before, now });
    await queueUpdates(tx, after, now);
    return { ok: true, value: after };
  });
}

export interface WebinarAdmin {
  /** Upcoming (soonest first) and past (latest first) webinars with their registration counts. */
  list(): Promise<{ upcoming: Webinar[]; past: Webinar[] }>;
  get(id: string): Promise<Webinar | null>;
  registrants(id: string): Promise<Registration[]>;
  create(input: WebinarInput): Promise<WebinarResult>;
  update(id: string, input: WebinarInput): Promise<WebinarResult>;
  cancel(id: string): Promise<WebinarResult>;
}

/** The admin's webinar operations over `db`, recorded as `by`; `clock` is the server's unless a test fixes it. */
export function webinarAdmin(db: Db, by: WebinarActor, clock: () => Date = () => new Date()): WebinarAdmin {
  return {
    async list() {
      const at = clock().toISOString();
      const [upcoming, past] = await Promise.all([
        db.all<WebinarRow>(
          `SELECT ${webinarColumns} FROM webinars w WHERE w.starts_at > ? ORDER BY w.starts_at, w.id LIMIT ?`,
          [at, adminListLimit],
        ),
        db.all<WebinarRow>(
          `SELECT ${webinarColumns} FROM webinars w WHERE w.starts_at <= ? ORDER BY w.starts_at DESC, w.id LIMIT ?`,
          [at, adminListLimit],
        ),
      ]);
      return { upcoming: upcoming.map(toWebinar), past: past.map(toWebinar) };
    },
    get: (id) => readWebinar(db, id),
    registrants: (id) => listRegistrations(db, id),
    create: (input) => create(db, by, input, clock()),
    update: (id, input) => update(db, by, id, input, clock()),
    cancel: (id) => cancel(db, by, id, clock()),
  };
}
