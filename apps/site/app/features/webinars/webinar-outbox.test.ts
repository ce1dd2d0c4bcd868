import { randomBytes } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freshPostgres,
  postgresAvailable,
  secondPostgresHandle,
  testDialects,
} from '~/platform/db/test-databases.server';
import type { Db } from '~/platform/db/types';
import { type DeliverOptions, deliverDue } from '~/platform/outbox/outbox.server';
import { verifyCancelToken } from './cancel-token.server';
import { webinarAdmin } from './webinar-admin.server';
import type { WebinarEmail } from './webinar-emails.server';
import { webinarEmails } from './webinar-outbox.server';
import { testAdmin, testNow, upcomingInput } from './webinar-test-fixtures';
import { createWebinarService } from './webinars.server';

const dialects = await testDialects();
// Generated per run: no signing secret, even a test one, is written in the repo.
const secret = randomBytes(32).toString('base64url');
const start = Date.parse(upcomingInput.startsAt);
const minute = 60_000;
const hour = 60 * minute;
const person = { name: 'Sam Trader', email: 'sam@example.com', consent: 'yes' as const };

/** A mailer that keeps what it is given. */
function inbox() {
  const sent: WebinarEmail[] = [];
  return { sent, mailer: { sendMail: async (mail: WebinarEmail) => void sent.push(mail) } };
}

async function scheduled(db: Db, clock: { at: Date }) {
  const created = await webinarAdmin(db, testAdmin, () => clock.at).create(upcomingInput);
  if (!created.ok) throw new Error('create failed');
  return created.value;
}

function options(db: Db, mailer: DeliverOptions['mailer'], clock: { at: Date }): DeliverOptions {
  const mail = {
    from: 'webinars@example.com',
    to: '',
    origin: 'https://example.com',
    config: { webinarLinkSecret: secret },
  };
  return { db, mailer, mail, now: () => clock.at };
}

/** One pass of the outbox for webinar e-mails: the reminders now due are queued, then what is due is sent. */
const runWebinarOutboxPass = (deliver: DeliverOptions) => deliverDue(webinarEmails, deliver);

describe.each(dialects)('webinar outbox on $name', ({ open }) => {
  const opened: Db[] = [];
  afterAll(async () => {
    for (const db of opened) await db.close();
  });
  async function fresh() {
    const db = await open();
    opened.push(db);
    return db;
  }

  it('e-mails the confirmation with the join link, a calendar file holding it, and a signed cancel link', async () => {
    const db = await fresh();
    const clock = { at: testNow };
    const webinar = await scheduled(db, clock);
    await createWebinarService(db, () => clock.at).register(webinar.id, person, { ip: null, deliver: true });
    const { sent, mailer } = inbox();
    expect(await runWebinarOutboxPass(options(db, mailer, clock))).toEqual({ delivered: 1, failed: 0 });
    const [mail] = sent;
    expect(mail).toMatchObject({ to: 'sam@example.com', subject: `You're registered: ${upcomingInput.title}` });
    expect(mail!.text).toContain('Join: https://meet.example.com/j/123');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(mail!.attachments[0]!.content)).getFirstSubcomponent('vevent')!,
    );
    expect(event.startDate.toJSDate().toISOString()).toBe(upcomingInput.startsAt);
    expect(event.description).toContain('https://meet.example.com/j/123');
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail!.text)![1]!);
    expect(verifyCancelToken(secret, token, clock.at)).toMatchObject({ ok: true });
    expect(await runWebinarOutboxPass(options(db, mailer, clock))).toEqual({ delivered: 0, failed: 0 });
  });

  it('sends the 24-hour and the 1-hour reminder once each, and none after the registration is removed', async () => {
    const db = await fresh();
    const clock = { at: testNow };
    const webinar = await scheduled(db, clock);
    const webinars = createWebinarService(db, () => clock.at);
    await webinars.register(webinar.id, person, { ip: null, deliver: false });
    const gone = await webinars.register(
      webinar.id,
      { ...person, email: 'gone@example.com' },
      { ip: null, deliver: false },
    );
    const { sent, mailer } = inbox();
    for (const at of [
      start - 25 * hour,
      start - 24 * hour + minute,
      start - 23 * hour,
      start - 59 * minute,
      start - minute,
    ]) {
      clock.at = new Date(at);
      if (at === start - 23 * hour && gone.ok) await webinars.removeRegistration(gone.value.registration.id);
      await runWebinarOutboxPass(options(db, mailer, clock));
    }
    expect(sent.map((mail) => `${mail.to} ${mail.subject.split(':')[0]}`).sort()).toEqual([
      'gone@example.com Tomorrow',
      'sam@example.com In one hour',
      'sam@example.com Tomorrow',
    ]);
  });

  it('retries a failed send later and e-mails registrants a cancelled calendar file when the webinar is cancelled', async () => {
    const db = await fresh();
    const clock = { at: testNow };
    const webinar = await scheduled(db, clock);
    await createWebinarService(db, () => clock.at).register(webinar.id, person, { ip: null, deliver: false });
    await webinarAdmin(db, testAdmin, () => clock.at).cancel(webinar.id);
    const failing = { sendMail: async () => Promise.reject(new Error('SMTP down')) };
    expect(await runWebinarOutboxPass(options(db, failing, clock))).toEqual({ delivered: 0, failed: 1 });
    const { sent, mailer } = inbox();
    expect(await runWebinarOutboxPass(options(db, mailer, clock))).toEqual({ delivered: 0, failed: 0 });
    clock.at = new Date(testNow.getTime() + 2 * minute);
    expect(await runWebinarOutboxPass(options(db, mailer, clock))).toEqual({ delivered: 1, failed: 0 });
    expect(sent[0]!.subject).toBe(`Cancelled: ${upcomingInput.title}`);
    const vevent = new ICAL.Component(ICAL.parse(sent[0]!.attachments[0]!.content)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent.getFirstPropertyValue('sequence')).toBe(1);
    expect(sent[0]!.text).not.toContain('meet.example.com');
  });
});

describe.runIf(await postgresAvailable())('webinar reminders on two instances over one PostgreSQL database', () => {
  it('sends each reminder once, however the passes of both instances interleave', async () => {
    const first = await freshPostgres();
    const second = await secondPostgresHandle(first);
    try {
      const clock = { at: testNow };
      const webinar = await scheduled(first, clock);
      const webinars = createWebinarService(first, () => clock.at);
      for (let index = 0; index < 20; index += 1) {
        await webinars.register(
          webinar.id,
          { ...person, email: `p${index}@example.com` },
          { ip: `10.0.0.${index}`, deliver: false },
        );
      }
      const { sent, mailer } = inbox();
      // A slow SMTP server widens the window in which both instances see the same due rows.
      const slow = {
        sendMail: async (mail: WebinarEmail) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          await mailer.sendMail(mail);
        },
      };
      for (const at of [start - 24 * hour + minute, start - 20 * hour, start - 30 * minute, start - 10 * minute]) {
        clock.at = new Date(at);
        await Promise.all([
          runWebinarOutboxPass(options(first, slow, clock)),
          runWebinarOutboxPass(options(second, slow, clock)),
          runWebinarOutboxPass(options(second, slow, clock)),
        ]);
      }
      const counts = new Map<string, number>();
      for (const mail of sent)
        counts.set(`${mail.to} ${mail.subject}`, (counts.get(`${mail.to} ${mail.subject}`) ?? 0) + 1);
      expect(sent).toHaveLength(40);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
    } finally {
      await second.close();
      await first.close();
    }
  }, 60_000);
});
