import type { Db } from '~/platform/db/types';
import { type MailContext, defineOutboxKind } from '~/platform/outbox/kind.server';

/*
 * Admin invitations as a kind of the outbox (platform/outbox): inviteAdmin stores the e-mail's text in the
 * invitation's row with `next_attempt_at = now`; once sent, the text is cleared, so the live link leaves the
 * database. A used or expired invitation is never sent.
 */

async function render(db: Db, tokenHash: string, context: MailContext) {
  const row = await db.get<{ email: string; mail_text: string | null }>(
    'SELECT email, mail_text FROM admin_invitations WHERE token_hash = ?',
    [tokenHash],
  );
  if (!row?.mail_text) return null; // accepted meanwhile (accepting clears the text)
  return {
    from: context.from,
    to: row.email,
    replyTo: context.from,
    subject: 'Your invitation to the UPM Trading admin',
    text: row.mail_text,
  };
}

/** Invitation links to new admins. */
export const invitationEmails = defineOutboxKind({
  name: 'invitation',
  table: 'admin_invitations',
  key: 'token_hash',
  sendable: 'used_at IS NULL AND mail_text IS NOT NULL AND expires_at > ?',
  clearOnDelivery: ['mail_text'],
  render,
});
