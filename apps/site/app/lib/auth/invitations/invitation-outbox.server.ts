import { type Config, serverConfig } from '../../../config.server';
import { logEvent } from '../../../http/log.server';
import { type Mailer, createSmtpMailer, defaultBackoffMs } from '../../contact/contact-outbox.server';
import type { Db } from '../../db/types';

/*
 * Invitation e-mails go out like contact messages (contact-outbox.server.ts): the row is stored first, then a
 * pass claims due rows with a conditional UPDATE (one instance wins), sends, and either clears the text (the
 * live link leaves the database) or schedules a retry with the same backoff. Used or expired invitations are
 * never sent.
 */

const leaseMs = 5 * 60_000;

interface DueRow {
  token_hash: string;
  email: string;
  mail_text: string;
  delivery_attempts: number;
}

/** Sends every due invitation once; returns how many went out and how many failed. */
export async function deliverDueInvitations(
  db: Db,
  mailer: Mailer,
  from: string,
  now: () => Date = () => new Date(),
): Promise<{ delivered: number; failed: number }> {
  const at = now().toISOString();
  const due = await db.all<{ token_hash: string }>(
    `SELECT token_hash FROM admin_invitations WHERE delivered_at IS NULL AND used_at IS NULL AND mail_text IS NOT NULL
     AND next_attempt_at <= ? AND expires_at > ? ORDER BY next_attempt_at LIMIT 20`,
    [at, at],
  );
  let delivered = 0;
  let failed = 0;
  for (const { token_hash: tokenHash } of due) {
    const claimAt = now();
    const claimed = await db.run(
      `UPDATE admin_invitations SET next_attempt_at = ?, delivery_attempts = delivery_attempts + 1
       WHERE token_hash = ? AND delivered_at IS NULL AND next_attempt_at <= ?`,
      [new Date(claimAt.getTime() + leaseMs).toISOString(), tokenHash, claimAt.toISOString()],
    );
    if (claimed.changes !== 1) continue;
    const row = await db.get<DueRow>('SELECT * FROM admin_invitations WHERE token_hash = ?', [tokenHash]);
    if (!row?.mail_text) continue;
    try {
      await mailer.sendMail({
        from,
        to: row.email,
        replyTo: from,
        subject: 'Your invitation to the UPM Trading admin',
        text: row.mail_text,
      });
      await db.run(
        'UPDATE admin_invitations SET delivered_at = ?, mail_text = NULL, next_attempt_at = NULL WHERE token_hash = ?',
        [now().toISOString(), tokenHash],
      );
      delivered += 1;
    } catch (error) {
      const retryAt = new Date(now().getTime() + defaultBackoffMs(Number(row.delivery_attempts))).toISOString();
      await db.run('UPDATE admin_invitations SET next_attempt_at = ? WHERE token_hash = ?', [retryAt, tokenHash]);
      // The address and the error, never the text (it holds the link).
      logEvent('contact.delivery_failed', {
        kind: 'invitation',
        to: row.email,
        error: error instanceof Error ? error.message : String(error),
        retryAt,
      });
      failed += 1;
    }
  }
  return { delivered, failed };
}

let timer: ReturnType<typeof setInterval> | undefined;
let running: Promise<unknown> | undefined;

/** Runs a pass now and then every outbox interval while SMTP_URL is set (from bootstrap; kicked after an invite). */
export function startInvitationOutbox(db: Db, config: Pick<Config, 'mail' | 'outboxIntervalMs'> = serverConfig()) {
  const settings = config.mail;
  if (!settings) return;
  const mailer = createSmtpMailer(settings.smtpUrl);
  const pass = () => {
    running ??= deliverDueInvitations(db, mailer, settings.from)
      .catch((error: unknown) => logEvent('contact.outbox_error', { kind: 'invitation', error: String(error) }))
      .finally(() => (running = undefined));
  };
  if (!timer) {
    timer = setInterval(pass, config.outboxIntervalMs);
    timer.unref();
  }
  pass();
}

/** Stops the passes (graceful shutdown) once the one under way has ended. */
export async function stopInvitationOutbox(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = undefined;
  await running;
}
