import { serverConfig } from '../config.server';
import { ensureFirstAdmin } from './auth/admins.server';
import { prepareDummyHash } from './auth/password.server';
import { createBrokerService } from './brokers/brokers.server';
import { startContactOutbox, stopContactOutbox } from './contact/contact-outbox.server';
import { startInvitationOutbox, stopInvitationOutbox } from './auth/invitations/invitation-outbox.server';
import { closeDb as closeDatabase, getDb } from './db/db.server';
import { migrations } from './db/migrations/index.server';
import type { Db } from './db/types';
import { startWebinarOutbox, stopWebinarOutbox } from './webinars/webinar-worker.server';
import { createWebinarService } from './webinars/webinars.server';

/**
 * Everything the server does once before it listens: open and migrate the database, then seed.
 * A failure here (a broken migration, a weak ADMIN_PASSWORD) stops the start with its message.
 * Content is checked earlier, when the server build loads (validateContent() in entry.server.tsx).
 */
export async function bootstrap(): Promise<Db> {
  // Every variable is checked once, now: a bad value fails the start, not the first request that needs it.
  serverConfig();
  const db = await getDb();
  // The five default brokers, on the first start only (recorded in `seeds`).
  await createBrokerService(db).seedDefaults();
  // The original site's three 2025 webinars, on the first start only (recorded in `seeds`): an admin's edits stay.
  await createWebinarService(db).seedDefaults();
  // The first admin from ADMIN_USERNAME / ADMIN_PASSWORD when none exists; a weak password stops the start.
  await ensureFirstAdmin(db);
  // Unknown usernames verify a dummy hash; computing it now keeps their first answer as fast as a real one.
  await prepareDummyHash();
  // Contact messages are e-mailed by a small in-process worker when SMTP_URL is set (retried with backoff).
  await startContactOutbox(async () => db, serverConfig());
  // Admin invitations go out the same way.
  startInvitationOutbox(db);
  // Webinar e-mails (confirmations, reminders, updates) likewise, in their own outbox.
  await startWebinarOutbox(async () => db, serverConfig());
  return db;
}

/** Graceful shutdown: stop the background work that uses the database, then close it. */
export async function closeDb(): Promise<void> {
  await Promise.all([stopContactOutbox(), stopInvitationOutbox(), stopWebinarOutbox()]);
  await closeDatabase();
}

/**
 * Throws unless the database answers and holds every migration this build knows (/readyz): an instance of a
 * newer release must not take traffic on a database an older one has not finished migrating.
 */
export async function checkReady(db: Db): Promise<void> {
  const applied = new Set((await db.all<{ id: string }>('SELECT id FROM schema_migrations')).map((row) => row.id));
  const missing = migrations.filter((migration) => !applied.has(migration.id)).map((migration) => migration.id);
  if (missing.length > 0) throw new Error(`migrations not applied: ${missing.join(', ')}`);
}
