import type { Config } from '~/config.server';
import type { Db } from '~/platform/db/types';

/*
 * What a kind of e-mail declares to the outbox (outbox.server.ts): its name, where its rows live, which rows may
 * be sent, and how to render one. Claiming, sending, backoff, the worker, the kick, logging and metrics are the
 * outbox's, the same for every kind.
 */

/**
 * One e-mail: plain text, and optionally an HTML part (nothing a visitor typed is ever rendered as HTML: a kind
 * that adds one escapes every value), attachments and headers optional.
 */
export interface OutboxMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header lines (List-Unsubscribe); names and values fixed by the kind, never typed by a visitor. */
  headers?: Record<string, string>;
  /** A Message-ID stable across retries of one row, so a receiver can drop a resend after a crash. */
  messageId?: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** Anything that can send one e-mail (nodemailer's transporter, or a stub in tests). */
export interface Mailer {
  sendMail(mail: OutboxMail): Promise<unknown>;
}

/** What every kind may use to render: the sender, the team's address, the site's origin, the configuration. */
export interface MailContext {
  /** The sender's address (SMTP settings). */
  from: string;
  /** The team's address (CONTACT_TO). */
  to: string;
  /** The site's origin, for absolute links. */
  origin: string;
  /** The secrets a kind signs its links with (WEBINAR_LINK_SECRET, ALERTS_LINK_SECRET, else per-install ones). */
  config: Pick<Config, 'webinarLinkSecret'> & Partial<Pick<Config, 'alertsLinkSecret'>>;
}

export interface OutboxKind {
  /** The `kind` label of its metrics and the prefix of its log events (`<name>.delivery_failed`). */
  readonly name: string;
  /**
   * The table holding one row per e-mail, with the columns delivered_at, next_attempt_at (NULL when there is
   * nothing to send), delivery_attempts and last_error. A fixed name in code, never from input.
   */
  readonly table: string;
  /** The table's key column (default `id`). */
  readonly key?: string;
  /**
   * A further condition for a row to be sent, over the row's columns, each `?` bound to the current time (ISO):
   * a row that fails it is neither sent nor counted as waiting (an expired invitation).
   */
  readonly sendable?: string;
  /** Columns cleared on delivery besides the outbox's own (a stored text holding a live link). */
  readonly clearOnDelivery?: readonly string[];
  /** Rows sent per pass (default 20); the rest wait for the next pass. */
  readonly batchSize?: number;
  /** Runs before each pass's sends: queues e-mails that have become due (reminders). */
  prepare?(db: Db, now: Date): Promise<unknown>;
  /**
   * The e-mail for the claimed row `key`, built now; null when what it stands for is gone (nothing is sent: a
   * deleted row is not retried, and a row the kind no longer finds sendable drops out by `sendable`).
   */
  render(db: Db, key: string, context: MailContext): Promise<OutboxMail | null>;
}

/** A kind's declaration, checked against OutboxKind. */
export const defineOutboxKind = (kind: OutboxKind): OutboxKind => kind;
