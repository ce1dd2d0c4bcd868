// The webinars scenario: a schedule of upcoming sessions, with registrations, behind /services/webinar.
import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';

/** How many upcoming webinars the bench database holds, and registrations for each. */
export const webinarsBench = { upcoming: 12, registrationsEach: 25 };

/**
 * Writes upcoming webinars (one a day from tomorrow, some with a capacity) and their registrations straight into
 * the server's SQLite file (the server has migrated and seeded it), then bumps the webinars data version.
 */
export function seedUpcomingWebinars(databaseFile: string): void {
  const db = new DatabaseSync(databaseFile);
  db.exec('PRAGMA busy_timeout = 5000');
  const insertWebinar = db.prepare(
    `INSERT INTO webinars (id, title, description, presenter, starts_at, duration_minutes, capacity, join_url,
       replay_url, status, sequence, created_at, updated_at)
     VALUES (?, ?, 'Market analysis and a practical lesson, then your questions.', 'Bench Analyst', ?, 60, ?,
       'https://meet.example.com/j/bench', NULL, 'scheduled', 0, ?, ?)`,
  );
  const insertRegistration = db.prepare(
    'INSERT INTO webinar_registrations (id, webinar_id, name, email, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const now = new Date().toISOString();
  db.exec('BEGIN IMMEDIATE');
  for (let day = 1; day <= webinarsBench.upcoming; day++) {
    const id = randomUUID();
    const startsAt = new Date(Date.now() + day * 86_400_000).toISOString();
    insertWebinar.run(id, `Bench webinar ${day}`, startsAt, day % 2 === 0 ? 100 : null, now, now);
    for (let person = 0; person < webinarsBench.registrationsEach; person++) {
      insertRegistration.run(randomUUID(), id, `Person ${person}`, `p${person}-${day}@example.com`, now);
    }
  }
  db.exec("UPDATE data_version SET version = version + 1 WHERE name = 'webinars'");
  db.exec('COMMIT');
  db.close();
}
