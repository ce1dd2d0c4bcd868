import { randomUUID } from 'node:crypto';
import type { Db } from '~/platform/db/types';
import { type MailContext, defineOutboxKind } from '~/platform/outbox/kind.server';

/*
 * Every e-mail about an account's credentials (a changed name is not one; a new address, a new password, a
 * passkey added or removed, sessions ended, the account deleted are) as one kind of the outbox: the text is
 * written with the change, in its transaction, and cleared once sent, so a live link leaves the database.
 * The text is built by the caller with the site's origin, which is why it takes `origin` (the same SITE_URL the
 * outbox's links use).
 */

/** Queues one e-mail (call inside the change's transaction, then `kickOutbox()` after it). */
export async function queueAccountEmail(
  db: Db,
  mail: { customerId: string | null; to: string; subject: string; text: string },
  now: Date = new Date(),
): Promise<void> {
  await db.run(
    `INSERT INTO customer_account_emails (id, customer_id, to_email, subject, mail_text, created_at, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [randomUUID(), mail.customerId, mail.to, mail.subject, mail.text, now.toISOString(), now.toISOString()],
  );
}

/** The origin placeholder a queued text carries: links are made absolute when the e-mail is rendered. */
export const originPlaceholder = '{{origin}}';

async function render(db: Db, id: string, context: MailContext) {
  const row = await db.get<{ to_email: string; subject: string; mail_text: string | null }>(
    'SELECT to_email, subject, mail_text FROM customer_account_emails WHERE id = ?',
    [id],
  );
  if (!row?.mail_text) return null;
  return {
    from: context.from,
    to: row.to_email,
    subject: row.subject,
    text: row.mail_text.split(originPlaceholder).join(context.origin),
  };
}

/** E-mails about a customer account: address verification, and a notice of every credential change. */
export const accountEmails = defineOutboxKind({
  name: 'account',
  table: 'customer_account_emails',
  sendable: 'mail_text IS NOT NULL',
  clearOnDelivery: ['mail_text'],
  render,
});
