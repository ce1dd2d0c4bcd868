import { readConfig } from '~/config.server';
import { randomBytes } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { testDialects } from '~/platform/db/test-databases.server';
import type { Db } from '~/platform/db/types';
import { createContactService } from './contact.server';
import { createSmtpMailer, deliverDue } from '~/platform/outbox/outbox.server';
import { contactEmails } from './contact-email.server';

const dialects = await testDialects();

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A local SMTP server on a free port of 2525-2535 (the tests' range), with generated credentials. */
async function startSmtp(options: { failFirst?: number } = {}) {
  const user = 'outbox';
  const pass = randomBytes(12).toString('base64url');
  const received: Received[] = [];
  let failures = options.failFirst ?? 0;
  const create = () =>
    new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === user && auth.password === pass) callback(null, { user });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (failures > 0) {
            failures -= 1;
            const error = new Error('Mailbox temporarily unavailable') as Error & { responseCode: number };
            error.responseCode = 451;
            callback(error);
            return;
          }
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
  let server: SMTPServer | undefined;
  let port = 0;
  for (let candidate = 2525; candidate <= 2535 && !server; candidate++) {
    const attempt = create();
    const listening = await new Promise<boolean>((resolve) => {
      attempt.once('error', () => resolve(false));
      attempt.listen(candidate, '127.0.0.1', () => resolve(true));
    });
    if (listening) {
      server = attempt;
      port = candidate;
    }
  }
  if (!server) throw new Error('No free SMTP test port in 2525-2535');
  const running = server;
  return {
    url: `smtp://${user}:${pass}@127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => running.close(() => resolve())),
  };
}

/** The raw message with quoted-printable soft breaks and escapes undone. */
function decoded(raw: string | undefined): string {
  return (raw ?? '')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The team's address and the sender, as the server reads them from CONTACT_TO and the SMTP settings. */
const team = { to: 'team@example.com', from: 'site@example.com', origin: 'https://example.com', config: {} };

const message = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'Webinar question',
  message: 'Will the 5 November webinar be recorded?\nThanks!',
};

describe('mail settings', () => {
  it('are off without SMTP_URL, and refuse a missing CONTACT_TO without echoing the URL', () => {
    // The settings are read by the configuration module (app/config.server.ts).
    const mailSettingsFromEnv = (source: Record<string, string>) => readConfig(source).mail;
    expect(mailSettingsFromEnv({})).toBeUndefined();
    expect(() => mailSettingsFromEnv({ SMTP_URL: 'smtp://user:hunter2@mail.example:25' })).toThrow(
      /CONTACT_TO: must be the e-mail address/,
    );
    expect(() => mailSettingsFromEnv({ SMTP_URL: 'smtp://user:hunter2@mail.example:25' })).not.toThrow(/hunter2/);
    expect(mailSettingsFromEnv({ SMTP_URL: 'smtp://mail.example', CONTACT_TO: 'team@example.com' })).toEqual({
      smtpUrl: 'smtp://mail.example',
      to: 'team@example.com',
      from: '"UPM Trading website" <team@example.com>',
    });
  });
});

describe.each(dialects)('contact e-mails on $name', ({ open }) => {
  const opened: Db[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    for (const db of opened) await db.close();
  });
  const fresh = async () => {
    const db = await open();
    opened.push(db);
    return { db, contact: createContactService(db) };
  };

  it('e-mails a stored message to CONTACT_TO through a local SMTP server', async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const { db, contact } = await fresh();
    const sent = await contact.submit(message, { ip: '203.0.113.9', deliver: true });
    const mailer = createSmtpMailer(smtp.url);
    const result = await deliverDue(contactEmails, { db, mailer, mail: team });
    expect(result).toEqual({ delivered: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['team@example.com']);
    expect(mail?.from).toBe('site@example.com');
    expect(mail?.raw).toContain('Subject: Contact form: Webinar question');
    expect(mail?.raw).toContain('Reply-To: grace@example.com');
    expect(decoded(mail?.raw)).toContain('Will the 5 November webinar be recorded?\r\nThanks!');
    const stored = await contact.get(sent.ok ? sent.value.id : '');
    expect(stored?.deliveredAt).not.toBeNull();
    expect(stored?.deliveryAttempts).toBe(1);
    // Delivered once only.
    expect(await deliverDue(contactEmails, { db, mailer, mail: team })).toEqual({
      delivered: 0,
      failed: 0,
    });
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps a message whose delivery fails and delivers it on a later attempt, after the backoff', async () => {
    const smtp = await startSmtp({ failFirst: 1 });
    cleanups.push(smtp.close);
    const { db, contact } = await fresh();
    let clock = Date.parse('2026-03-01T12:00:00.000Z');
    const now = () => new Date(clock);
    const sent = await contact.submit(message, { ip: '203.0.113.9', deliver: true, now: now() });
    const id = sent.ok ? sent.value.id : '';
    const failures: unknown[] = [];
    const options = {
      db,
      mailer: createSmtpMailer(smtp.url),
      mail: team,
      now,
      onError: (event: unknown) => failures.push(event),
    };

    expect(await deliverDue(contactEmails, options)).toEqual({ delivered: 0, failed: 1 });
    const failed = await contact.get(id);
    expect(failed).toMatchObject({ deliveredAt: null, deliveryAttempts: 1 });
    expect(failed?.lastError).toMatch(/Mailbox temporarily unavailable/);
    expect(failures).toEqual([expect.objectContaining({ id, attempt: 1, retryAt: '2026-03-01T12:01:00.000Z' })]);

    // Not due yet: nothing is sent before the backoff has passed.
    clock += 30_000;
    expect(await deliverDue(contactEmails, options)).toEqual({ delivered: 0, failed: 0 });

    clock += 30_000;
    expect(await deliverDue(contactEmails, options)).toEqual({ delivered: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await contact.get(id)).toMatchObject({ deliveryAttempts: 2, lastError: null });
    expect((await contact.get(id))?.deliveredAt).not.toBeNull();
  });

  it('keeps messages while the SMTP server is down, and sends them when it is back', async () => {
    const { db, contact } = await fresh();
    await contact.submit(message, { ip: '203.0.113.9', deliver: true });
    // Nothing listens on this port: connection refused.
    const down = createSmtpMailer('smtp://127.0.0.1:1');
    const options = { db, mail: team, backoffMs: () => 0 };
    expect(await deliverDue(contactEmails, { ...options, mailer: down })).toEqual({ delivered: 0, failed: 1 });
    expect(await contact.list()).toHaveLength(1);

    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    expect(await deliverDue(contactEmails, { ...options, mailer: createSmtpMailer(smtp.url) })).toEqual({
      delivered: 1,
      failed: 0,
    });
    expect(smtp.received).toHaveLength(1);
  });
});
