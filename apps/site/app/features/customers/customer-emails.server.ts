import { randomUUID } from 'node:crypto';
import type { Db } from '~/platform/db/types';
import { type MailContext, defineOutboxKind } from '~/platform/outbox/kind.server';

/*
 * Every e-mail to a customer is a row of `customer_emails`, written in the transaction that causes it, and sent
 * by the one outbox. Three kinds share the table, each selecting its own rows: the sign-up verification (a code
 * and a link, or word that an account exists), the password reset, and the notices of a credential change. The
 * text is stored with `{{origin}}` where the site's address goes (the outbox knows it, a request may not) and is
 * cleared once sent, so a live link leaves the database. A verification or reset past its link's life is not sent.
 */

export type CustomerEmailKind = 'verification' | 'reset' | 'notice';

/** Where the site's origin goes in a stored text. */
export const originPlaceholder = '{{origin}}';

export interface QueuedEmail {
  kind: CustomerEmailKind;
  email: string;
  subject: string;
  text: string;
  /** After this the e-mail is not sent any more (its link would be dead). */
  expiresAt?: Date;
}

/** Stores one e-mail for the outbox; call inside the causing transaction, then `kickOutbox()` after it. */
export async function queueCustomerEmail(db: Db, mail: QueuedEmail, now: Date = new Date()): Promise<void> {
  await db.run(
    `INSERT INTO customer_emails (id, kind, email, subject, mail_text, created_at, expires_at, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      randomUUID(),
      mail.kind,
      mail.email,
      mail.subject,
      mail.text,
      now.toISOString(),
      mail.expiresAt?.toISOString() ?? null,
      now.toISOString(),
    ],
  );
}

/** How many e-mails of `kind` went to `email` since `since`: the per-recipient cap, so the site cannot be made to flood one inbox. */
export async function recentEmailsTo(db: Db, email: string, kind: CustomerEmailKind, since: Date): Promise<number> {
  const row = await db.get<{ n: number | string }>(
    'SELECT COUNT(*) AS n FROM customer_emails WHERE email = ? AND kind = ? AND created_at > ?',
    [email, kind, since.toISOString()],
  );
  return Number(row?.n ?? 0);
}

/** A notice to the account's address that one of its credentials changed (a password set, a passkey added...). */
export function queueCustomerNotice(db: Db, email: string, what: string, now: Date = new Date()): Promise<void> {
  return queueCustomerEmail(
    db,
    {
      kind: 'notice',
      email,
      subject: 'A change to your UPM Trading account',
      text: [
        'Hello,',
        '',
        `${what} (${now.toUTCString()}).`,
        '',
        'If this was you, there is nothing to do.',
        `If it was not, reset your password now at ${originPlaceholder}/forgot-password and contact us at ${originPlaceholder}/contact.`,
        '',
        'UPM Trading',
      ].join('\n'),
    },
    now,
  );
}

/** How long a sent customer e-mail's row is kept (without its text) for the delivery record, then deleted. */
export const customerEmailRetentionMs = 30 * 86_400_000;

/** Deletes customer e-mail rows past their retention, whether sent or not. */
export async function purgeCustomerEmails(db: Db, now: Date = new Date()): Promise<void> {
  await db.run('DELETE FROM customer_emails WHERE created_at < ?', [
    new Date(now.getTime() - customerEmailRetentionMs).toISOString(),
  ]);
}

function renderFor(kind: CustomerEmailKind) {
  return async (db: Db, id: string, context: MailContext) => {
    const row = await db.get<{ email: string; subject: string; mail_text: string | null }>(
      'SELECT email, subject, mail_text FROM customer_emails WHERE id = ? AND kind = ?',
      [id, kind],
    );
    if (!row?.mail_text) return null;
    return {
      from: context.from,
      to: row.email,
      subject: row.subject,
      text: row.mail_text.replaceAll(originPlaceholder, context.origin),
    };
  };
}

const kindOf = (kind: CustomerEmailKind, name: string, prepare?: (db: Db, now: Date) => Promise<unknown>) =>
  defineOutboxKind({
    name,
    table: 'customer_emails',
    // Literal kinds, never input: each kind sends only its own rows of the shared table.
    sendable: `kind = '${kind}' AND mail_text IS NOT NULL AND (expires_at IS NULL OR expires_at > ?)`,
    clearOnDelivery: ['mail_text'],
    render: renderFor(kind),
    prepare,
  });

/** Expired pending sign-ups, used or dead reset links and old e-mail rows go, on every instance's pass (idempotent). */
export async function purgeCustomerSignUpData(db: Db, now: Date = new Date()): Promise<void> {
  await db.run('DELETE FROM customer_signups WHERE expires_at <= ?', [now.toISOString()]);
  await db.run('DELETE FROM customer_password_resets WHERE expires_at <= ?', [
    new Date(now.getTime() - 86_400_000).toISOString(),
  ]);
  await purgeCustomerEmails(db, now);
}

/** The sign-up e-mail: the code and the link, or word that an account exists. */
export const customerVerificationEmails = kindOf('verification', 'customer-verification', purgeCustomerSignUpData);
/** The password-reset e-mail. */
export const customerResetEmails = kindOf('reset', 'customer-reset');
/** Notices of a credential change. */
export const customerNoticeEmails = kindOf('notice', 'customer-notice');
