import { randomUUID } from 'node:crypto';
import { fieldsOf } from '~/platform/db/columns';
import type { Db } from '~/platform/db/types';
import { tryAgainIn } from '~/platform/forms/public-form';
import { spendAddressQuota } from '~/platform/rate-limit/address-quota.server';
import { hashClientIp } from '~/platform/http/ip-hash.server';
import type { Result } from '~/platform/result';
import type { ContactInput } from './contact-schema';

/** Accepted messages per address: five an hour; the sixth is refused. */
export const contactRateLimit = { form: 'contact', max: 5, windowMs: 60 * 60 * 1000 } as const;

/** The confirmation text, shown in the form's status region. */
export const contactSuccessMessage = 'Thank you for your message! We will contact you soon.';

/** One stored message, as the admin inbox shows it. */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  readAt: string | null;
  deliveredAt: string | null;
  deliveryAttempts: number;
  lastError: string | null;
}

/** The stored message's id, or the minutes until this address may send again. */
export type SubmitResult = Result<{ id: string }, { reason: 'rate-limited'; retryAfterMinutes: number }>;

export interface SubmitMeta {
  /** The client's IP address (null when unknown); stored only as a salted hash. */
  ip: string | null;
  now?: Date;
  /** Whether the message should be e-mailed (SMTP configured): it then enters the outbox. */
  deliver?: boolean;
}

/** A contact_messages row as stored (the outbox reads the same columns). */
export interface MessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
  read_at: string | null;
  delivered_at: string | null;
  delivery_attempts: number;
  last_error: string | null;
}

const messageColumns = [
  'id',
  'name',
  'email',
  'subject',
  'message',
  'created_at',
  'read_at',
  'delivered_at',
  'delivery_attempts',
  'last_error',
] as const satisfies readonly (keyof MessageRow)[];
const columns = messageColumns.join(', ');

const fromRow = (row: MessageRow): ContactMessage => ({
  ...fieldsOf(row, messageColumns),
  // PostgreSQL may hand a count back as text.
  deliveryAttempts: Number(row.delivery_attempts),
});

/** The sixth message's answer: clear about what happened and when to try again. */
export function rateLimitMessage(minutes: number): string {
  return `You have sent too many messages. ${tryAgainIn(minutes)}`;
}

export interface ContactService {
  /** Rate-limits and stores one (validated) message of the contact form. */
  submit(input: ContactInput, meta: SubmitMeta): Promise<SubmitResult>;
  /** Every message, newest first. */
  list(): Promise<ContactMessage[]>;
  get(id: string): Promise<ContactMessage | null>;
  unreadCount(): Promise<number>;
  /** Marks a message read or unread; false for an unknown id. */
  setRead(id: string, read: boolean, now?: Date): Promise<boolean>;
  /** True only if a message was removed. */
  delete(id: string): Promise<boolean>;
}

/** Rate-limits (per hashed IP, in the same transaction as the insert) and stores one message. */
async function submit(db: Db, input: ContactInput, meta: SubmitMeta): Promise<SubmitResult> {
  const now = meta.now ?? new Date();
  const ipHash = await hashClientIp(db, meta.ip);
  const id = randomUUID();
  const createdAt = now.toISOString();

  const waitMinutes = await db.transaction(async (tx) => {
    const wait = await spendAddressQuota(tx, contactRateLimit, ipHash, now);
    if (wait !== null) return wait;
    await tx.run(
      `INSERT INTO contact_messages (id, name, email, subject, message, created_at, ip_hash, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [id, input.name, input.email, input.subject, input.message, createdAt, ipHash, meta.deliver ? createdAt : null],
    );
    return null;
  });

  if (waitMinutes !== null) return { ok: false, reason: 'rate-limited', retryAfterMinutes: waitMinutes };
  return { ok: true, value: { id } };
}

/** The contact service over `db` (tests pass their own). */
export function createContactService(db: Db): ContactService {
  return {
    submit: (form, meta) => submit(db, form, meta),

    async list() {
      const rows = await db.all<MessageRow>(
        `SELECT ${columns} FROM contact_messages ORDER BY created_at DESC, id DESC`,
      );
      return rows.map(fromRow);
    },

    async get(id) {
      const row = await db.get<MessageRow>(`SELECT ${columns} FROM contact_messages WHERE id = ?`, [id]);
      return row ? fromRow(row) : null;
    },

    async unreadCount() {
      const row = await db.get<{ c: number }>('SELECT COUNT(*) AS c FROM contact_messages WHERE read_at IS NULL');
      return Number(row?.c ?? 0);
    },

    async setRead(id, read, now = new Date()) {
      const result = read
        ? await db.run('UPDATE contact_messages SET read_at = COALESCE(read_at, ?) WHERE id = ?', [
            now.toISOString(),
            id,
          ])
        : await db.run('UPDATE contact_messages SET read_at = NULL WHERE id = ?', [id]);
      return result.changes > 0;
    },

    async delete(id) {
      return (await db.run('DELETE FROM contact_messages WHERE id = ?', [id])).changes > 0;
    },
  };
}
