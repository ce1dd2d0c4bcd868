import { expect } from '@playwright/test';

/** The run's SMTP sink (mail-sink.ts), which playwright.config.ts starts and gives every site server. */
export const smtpUrl = () => `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`;
const messagesUrl = () => `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT}/messages`;

export interface Mail {
  to: string[];
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  raw: string;
}

interface SinkAnswer {
  last: number;
  messages: { seq: number; to: string[]; raw: string }[];
}

async function readSink(query: Record<string, string>): Promise<SinkAnswer> {
  const response = await fetch(`${messagesUrl()}?${new URLSearchParams(query)}`);
  if (!response.ok) throw new Error(`the mail sink answered ${response.status}`);
  return (await response.json()) as SinkAnswer;
}

/**
 * The messages that reach the sink from now on: what a spec reads, so a retried test or another spec mailing the
 * same address never shows it an older message. Open it before the actions whose mail it waits for.
 */
export async function openMailbox() {
  const { last: start } = await readSink({});
  /** Every message to `to` since the mailbox was opened, oldest first. */
  const to = async (address: string): Promise<Mail[]> =>
    (await readSink({ after: String(start), to: address })).messages.map(({ to, raw }) => ({
      to,
      raw,
      subject: header(raw, 'Subject'),
      text: mimePart(raw, 'text/plain'),
    }));
  return {
    to,
    /** The latest message to `address` whose subject starts with `subject`, among those after the first `after`. */
    async waitFor(address: string, subject: string, after = 0): Promise<Mail> {
      const matching = async () => (await to(address)).slice(after).filter((mail) => mail.subject.startsWith(subject));
      await expect.poll(async () => (await matching()).length, { timeout: 30_000 }).toBeGreaterThan(0);
      return (await matching()).at(-1)!;
    },
  };
}

export type Mailbox = Awaited<ReturnType<typeof openMailbox>>;

/** A header's value, unfolded. */
export function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
}

/**
 * The body of the MIME part of `type` in a raw message as a local SMTP sink receives it, decoded (base64 or
 * quoted-printable). A message of one part is its own part: its headers name the type.
 */
export function mimePart(raw: string, type: string): string {
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
    if (!new RegExp(`Content-Type: ${type}`, 'i').test(head)) continue;
    const body = rest.join('\r\n\r\n').replace(/\r?\n--[^\r\n]*--\s*$/, '');
    if (/Content-Transfer-Encoding: base64/i.test(head))
      return Buffer.from(body.replace(/\s/g, ''), 'base64').toString();
    if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString();
    }
    return body;
  }
  return '';
}
