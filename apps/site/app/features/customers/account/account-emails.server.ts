import { randomUUID } from 'node:crypto';
import type { Db } from '~/platform/db/types';
import { type MailContext, defineOutboxKind } from '~/platform/outbox/kind.server';

/*
 * Every e-mail of the account page (a new address's link, and a notice of every credential change: a new address,
 * a new password, a passkey added or removed, sessions ended, the account deleted) is a row of kind 'account' in
 * the customers' one e-mail table, sent by the one outbox: the text is written with the change, in its
 * transaction, with `{{origin}}` where the site's address goes (the outbox knows it, a request may not), and is
 * cleared once sent, so a live link leaves the database.
 */

/** Queues one e-mail (call inside the change's transaction, then `kickOutbox()` after it). */
export async function queueAccountEmail(
  db: Db,
  mail: { customerId: string | null; to: string; subject: string; text: string },
  now: Date = new Date(),
): Promise<void> {
  await db.run(
    `INSERT INTO customer_emails (id, kind, customer_id, email, subject, mail_text, created_at, next_attempt_at)
     VALUES (?, 'account', ?, ?, ?, ?, ?, ?)`,
    [randomUUID(), mail.customerId, mail.to, mail.subject, mail.text, now.toISOString(), now.toISOString()],
  );
}

/** The origin placeholder a queued text carries: links are made absolute when the e-mail is rendered. */
export const originPlaceholder = '{{origin}}';

async function render(db: Db, id: string, context: MailContext) {
  const row = await db.get<{ email: string; subject: string; mail_text: string | null }>(
    "SELECT email, subject, mail_text FROM customer_emails WHERE id = ? AND kind = 'account'",
    [id],
  );
  if (!row?.mail_text) return null;
  return {
    from: context.from,
    to: row.email,
    subject: row.subject,
    text: row.mail_text.split(originPlaceholder).join(context.origin),
  };
}

/** E-mails about a customer account: address verification, and a notice of every credential change. */
export const accountEmails = defineOutboxKind({
  name: 'customer-account',
  table: 'customer_emails',
  // A literal kind, never input: this kind sends only its own rows of the shared table.
  sendable: "kind = 'account' AND mail_text IS NOT NULL",
  clearOnDelivery: ['mail_text'],
  render,
});
