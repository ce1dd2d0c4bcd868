import { serverConfig } from '~/config.server';
import { ensureFirstAdmin } from '~/platform/auth/admins.server';
import { prepareDummyHash } from '~/platform/auth/password.server';
import { createBrokerService } from '~/features/brokers/brokers.server';
import { invitationEmails } from '~/features/admin-auth/invitations/invitation-email.server';
import { contactEmails } from '~/features/contact/contact-email.server';
import { accountEmails } from '~/features/customers/account/account-emails.server';
import { startAccountPurge, stopAccountPurge } from '~/features/customers/account/account-data.server';
import { customerDataParts } from './customer-data-parts.server';
import { logEvent } from '~/platform/http/log.server';
import { closeDb as closeDatabase, getDb } from '~/platform/db/db.server';
import { migrations } from '~/platform/db/migrations/index.server';
import type { Db } from '~/platform/db/types';
import {
  type OutboxKindMetrics,
  createSmtpMailer,
  mailOrigin,
  readOutboxMetrics,
  startOutbox,
  stopOutbox,
} from '~/platform/outbox/outbox.server';
import { webinarEmails } from '~/features/webinars/webinar-outbox.server';
import { alertConfirmationEmails, alertEmails } from '~/features/alerts/alert-outbox.server';
import { startAlertPoller, stopAlertPoller } from '~/features/alerts/alert-worker.server';
import {
  customerNoticeEmails,
  customerResetEmails,
  customerVerificationEmails,
} from '~/features/customers/customer-emails.server';
import { createWebinarService } from '~/features/webinars/webinars.server';

/** Every kind of e-mail the outbox sends; a new kind is declared beside its feature and listed here. */
export const outboxKinds = [
  contactEmails,
  webinarEmails,
  invitationEmails,
  alertConfirmationEmails,
  alertEmails,
  accountEmails,
  customerVerificationEmails,
  customerResetEmails,
  customerNoticeEmails,
];

/**
 * Everything the server does once before it listens: open and migrate the database, then seed.
 * A failure here (a broken migration, a weak ADMIN_PASSWORD) stops the start with its message.
 * Content is checked earlier, when the server build loads (validateContent() in entry.server.tsx).
 */
export async function bootstrap(): Promise<Db> {
  // Every variable is checked once, now: a bad value fails the start, not the first request that needs it.
  const config = serverConfig();
  const db = await getDb();
  // The five default brokers, on the first start only (recorded in `seeds`).
  await createBrokerService(db).seedDefaults();
  // The original site's three 2025 webinars, on the first start only (recorded in `seeds`): an admin's edits stay.
  await createWebinarService(db).seedDefaults();
  // The first admin from ADMIN_USERNAME / ADMIN_PASSWORD when none exists; a weak password stops the start.
  await ensureFirstAdmin(db);
  // Unknown usernames verify a dummy hash; computing it now keeps their first answer as fast as a real one.
  await prepareDummyHash();
  // Every stored e-mail (contact messages, webinar e-mails, invitations) is sent by one in-process worker when
  // SMTP_URL is set, retried with backoff; without it the rows wait.
  if (config.mail) {
    startOutbox({
      db,
      mailer: createSmtpMailer(config.mail.smtpUrl),
      mail: { from: config.mail.from, to: config.mail.to, origin: mailOrigin(config), config },
      kinds: outboxKinds,
      intervalMs: config.outboxIntervalMs,
      leaseMs: config.outboxLeaseMs,
    });
  }
  // Signal alerts: every instance polls the signal events and fans new ones out (exactly once per subscriber,
  // whichever instance does it); the outbox sends them, or they wait without SMTP_URL.
  startAlertPoller({ db, intervalMs: config.alertsPollIntervalMs });
  // Deleted customer accounts are purged a grace period after deletion, hourly, by every instance; each account
  // is claimed by one of them first (decision 034).
  startAccountPurge(db, customerDataParts, (error) =>
    logEvent('customer.purge_failed', { error: error instanceof Error ? error.message : String(error) }),
  );
  return db;
}

/** Graceful shutdown: stop the background work that uses the database, then close it. */
export async function closeDb(): Promise<void> {
  await stopAlertPoller();
  stopAccountPurge();
  await stopOutbox();
  await closeDatabase();
}

/** Each kind's backlog (every instance's) and this process's sent and failed counts (/metrics). */
export function outboxMetrics(db: Db): Promise<OutboxKindMetrics[]> {
  return readOutboxMetrics(db, outboxKinds);
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
