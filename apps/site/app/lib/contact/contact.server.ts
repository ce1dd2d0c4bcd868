import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types';
import { spendAddressQuota } from '../rate-limit/address-quota.server';
import { hashClientIp } from '../../http/ip-hash.server';
import {
  type ContactErrors,
  type ContactValues,
  contactValuesFrom,
  honeypotField,
  validateContact,
} from './contact-schema';

/** Accepted messages per IP per window: five an hour, the sixth refused, so one address cannot flood the inbox. */
export const contactRateLimit = { table: 'contact_submissions', max: 5, windowMs: 60 * 60 * 1000 } as const;

/** The original's confirmation text, now shown in a status region instead of alert(). */
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

export type SubmitResult =
  /** Stored (or, for a filled honeypot, silently dropped: the bot sees the same answer). */
  | { status: 'sent'; id: string | null }
  | { status: 'invalid'; errors: ContactErrors; values: ContactValues }
  | { status: 'rate-limited'; message: string; retryAfterMinutes: number; values: ContactValues };

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

const columns = 'id, name, email, subject, message, created_at, read_at, delivered_at, delivery_attempts, last_error';

function fromRow(row: MessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.created_at,
    readAt: row.read_at,
    deliveredAt: row.delivered_at,
    deliveryAttempts: Number(row.delivery_attempts),
    lastError: row.last_error,
  };
}

/** The sixth message's answer: clear about what happened and when to try again. */
export function rateLimitMessage(minutes: number): string {
  return `You have sent too many messages. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

export interface ContactService {
  /** Validates, rate-limits and stores one submission of the contact form. */
  submit(form: FormData | URLSearchParams, meta: SubmitMeta): Promise<SubmitResult>;
  /** Every message, newest first. */
  list(): Promise<ContactMessage[]>;
  get(id: string): Promise<ContactMessage | null>;
  unreadCount(): Promise<number>;
  /** Marks a message read or unread; false for an unknown id. */
  setRead(id: string, read: boolean, now?: Date): Promise<boolean>;
  /** True only if a message was removed. */
  delete(id: string): Promise<boolean>;
}

/** Validates, rate-limits (per hashed IP, in the same transaction as the insert) and stores one submission. */
async function submit(db: Db, form: FormData | URLSearchParams, meta: SubmitMeta): Promise<SubmitResult> {
  const values = contactValuesFrom(form);
  // A filled honeypot is a bot: answer exactly as for a person, store nothing.
  const trap = form.get(honeypotField);
  if (typeof trap === 'string' && trap !== '') return { status: 'sent', id: null };

  const checked = validateContact(values);
  if (!checked.success) return { status: 'invalid', errors: checked.errors, values };

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
      [
        id,
        checked.data.name,
        checked.data.email,
        checked.data.subject,
        checked.data.message,
        createdAt,
        ipHash,
        meta.deliver ? createdAt : null,
      ],
    );
    return null;
  });

  if (waitMinutes !== null) {
    return { status: 'rate-limited', message: rateLimitMessage(waitMinutes), retryAfterMinutes: waitMinutes, values };
  }
  return { status: 'sent', id };
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
