import { messagesPath } from '~/platform/admin/paths';
import type { Db } from '~/platform/db/types';
import { defineOutboxKind } from '~/platform/outbox/kind.server';
import type { MessageRow } from './contact.server';

/*
 * Contact messages as a kind of the outbox (platform/outbox): every message is stored first (contact.server.ts, with
 * `next_attempt_at = now` when SMTP_URL is set) and e-mailed to CONTACT_TO afterwards, so an SMTP outage never
 * loses one. The row is its own outbox entry.
 */

type EmailedRow = Pick<MessageRow, 'id' | 'name' | 'email' | 'subject' | 'message' | 'created_at'>;

/** The e-mail for one message: plain text only, so nothing the visitor typed is ever rendered as HTML. */
function contactEmail(row: EmailedRow, to: string, from: string) {
  return {
    from,
    to,
    replyTo: row.email,
    subject: `Contact form: ${row.subject}`,
    text: [
      `Name: ${row.name}`,
      `Email: ${row.email}`,
      `Subject: ${row.subject}`,
      `Received: ${row.created_at}`,
      '',
      row.message,
      '',
      `(Message ${row.id}; also in the admin inbox at ${messagesPath}.)`,
    ].join('\n'),
  };
}

async function render(db: Db, id: string, context: { to: string; from: string }) {
  const row = await db.get<EmailedRow>(
    'SELECT id, name, email, subject, message, created_at FROM contact_messages WHERE id = ?',
    [id],
  );
  return row ? contactEmail(row, context.to, context.from) : null; // deleted by an admin meanwhile
}

/** Contact messages, e-mailed to the team with the visitor as Reply-To. */
export const contactEmails = defineOutboxKind({ name: 'contact', table: 'contact_messages', render });
