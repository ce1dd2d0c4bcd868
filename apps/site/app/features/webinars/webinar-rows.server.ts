import type { Db } from '~/platform/db/types';
import type { PublicWebinar, Registration, Webinar } from './webinar-types';

export interface WebinarRow {
  id: string;
  title: string;
  description: string;
  presenter: string;
  starts_at: string;
  duration_minutes: number;
  capacity: number | null;
  join_url: string | null;
  replay_url: string | null;
  status: 'scheduled' | 'cancelled';
  sequence: number;
  created_at: string;
  updated_at: string;
  registrations: number;
}

/** Every column plus the registration count, for `FROM webinars w`. */
export const webinarColumns = `w.id, w.title, w.description, w.presenter, w.starts_at, w.duration_minutes, w.capacity,
  w.join_url, w.replay_url, w.status, w.sequence, w.created_at, w.updated_at,
  (SELECT COUNT(*) FROM webinar_registrations r WHERE r.webinar_id = w.id) AS registrations`;

export function toWebinar(row: WebinarRow): Webinar {
  const capacity = row.capacity === null ? null : Number(row.capacity);
  const registrations = Number(row.registrations);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    presenter: row.presenter,
    startsAt: row.starts_at,
    durationMinutes: Number(row.duration_minutes),
    capacity,
    placesLeft: capacity === null ? null : Math.max(0, capacity - registrations),
    replayUrl: row.replay_url,
    status: row.status,
    sequence: Number(row.sequence),
    updatedAt: row.updated_at,
    joinUrl: row.join_url,
    createdAt: row.created_at,
    registrations,
  };
}

/** The public view: the join link and the counts the page does not show are left out. */
export function toPublic(webinar: Webinar): PublicWebinar {
  const { joinUrl: _joinUrl, createdAt: _createdAt, registrations: _registrations, ...visible } = webinar;
  return visible;
}

export async function readWebinar(db: Db, id: string): Promise<Webinar | null> {
  const row = await db.get<WebinarRow>(`SELECT ${webinarColumns} FROM webinars w WHERE w.id = ?`, [id]);
  return row ? toWebinar(row) : null;
}

interface RegistrationRow {
  id: string;
  webinar_id: string;
  name: string;
  email: string;
  created_at: string;
}

export const toRegistration = (row: RegistrationRow): Registration => ({
  id: row.id,
  webinarId: row.webinar_id,
  name: row.name,
  email: row.email,
  createdAt: row.created_at,
});

export async function readRegistration(db: Db, id: string): Promise<Registration | null> {
  const row = await db.get<RegistrationRow>('SELECT * FROM webinar_registrations WHERE id = ?', [id]);
  return row ? toRegistration(row) : null;
}

export async function listRegistrations(db: Db, webinarId: string): Promise<Registration[]> {
  const rows = await db.all<RegistrationRow>(
    'SELECT * FROM webinar_registrations WHERE webinar_id = ? ORDER BY created_at, id',
    [webinarId],
  );
  return rows.map(toRegistration);
}

/** Queues one e-mail; a second with the same key is dropped (a reminder goes out once per registrant). */
export async function queueEmail(
  tx: Db,
  email: { registrationId: string; kind: 'confirmation' | 'reminder-24h' | 'reminder-1h' | 'update'; key: string },
  at: Date,
): Promise<boolean> {
  const { changes } = await tx.run(
    `INSERT INTO webinar_emails (id, registration_id, kind, dedupe_key, created_at, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (dedupe_key) DO NOTHING`,
    [crypto.randomUUID(), email.registrationId, email.kind, email.key, at.toISOString(), at.toISOString()],
  );
  return changes === 1;
}
