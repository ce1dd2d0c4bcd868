import ICAL from 'ical.js';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDialects, captureLog, testContext } from '~/platform/test-support/test-helpers.server';
import type { Db } from '~/platform/db/types';
import { calendarResponse, registrationAction } from './routes/webinar-register.server';
import { cancelRegistrationAction, cancelRegistrationLoader } from './routes/webinar-cancel.server';
import { signCancelToken, webinarLinkSecret } from './cancel-token.server';
import { webinarAdmin } from './webinar-admin.server';
import { testAdmin, upcomingInput } from './webinar-test-fixtures';

const dialects = await freshDialects();
captureLog();
const base = 'http://localhost:3700';
const context = { clientIp: '198.51.100.20' };
const valid = { name: 'Sam Trader', email: 'sam@example.com', consent: 'yes' };

const post = (path: string, values: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base, ...headers },
    body: new URLSearchParams(values).toString(),
  });

function payload(result: unknown): { data: unknown; status: number; headers: Headers } {
  const wrapped = result as { data: unknown; init?: { status?: number; headers?: HeadersInit } | null };
  return { data: wrapped.data, status: wrapped.init?.status ?? 200, headers: new Headers(wrapped.init?.headers) };
}

async function thrownStatus(promise: Promise<unknown>): Promise<number> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (error instanceof Response) return error.status;
  if (error && typeof error === 'object' && 'init' in error) return payload(error).status;
  throw new Error('expected a thrown response');
}

/** A webinar a week after today, on a whole minute as the admin form sets it (the handlers read the real clock). */
async function scheduled(db: Db, capacity: number | null = 40) {
  const startsAt = new Date(Math.ceil((Date.now() + 7 * 86_400_000) / 60_000) * 60_000).toISOString();
  const created = await webinarAdmin(db, testAdmin).create({ ...upcomingInput, startsAt, capacity });
  if (!created.ok) throw new Error('create failed');
  return created.value;
}

const count = async (db: Db) =>
  Number((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM webinar_registrations'))?.n ?? 0);

describe.each(dialects)('the webinar routes on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('registers, answers the duplicate and the full webinar with their fixed words, and sets no cookie', async () => {
    const db = await fresh();
    const { id } = await scheduled(db, 1);
    const path = `/services/webinar/${id}`;
    const first = payload(await registrationAction(post(path, valid), id, testContext(db, context)));
    expect(first.status).toBe(200);
    expect(first.headers.get('set-cookie')).toBeNull();
    expect(first.data).toMatchObject({ status: 'accepted' });
    const again = payload(await registrationAction(post(path, valid), id, testContext(db, context)));
    expect(again.data).toEqual({
      status: 'accepted',
      message: "You're already registered — we've sent the details again",
    });
    const full = payload(
      await registrationAction(post(path, { ...valid, email: 'b@example.com' }), id, testContext(db, context)),
    );
    expect(full.status).toBe(409);
    expect(full.data).toMatchObject({ status: 'refused', message: 'This webinar is full' });
    expect(await count(db)).toBe(1);
  });

  it('refuses invalid fields (400), a cross-site post (403) and a large body (413); a filled honeypot stores nothing', async () => {
    const db = await fresh();
    const { id } = await scheduled(db);
    const path = `/services/webinar/${id}`;
    const invalid = payload(
      await registrationAction(post(path, { name: '', email: 'x' }), id, testContext(db, context)),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.data).toMatchObject({
      errors: {
        name: 'Please enter your name.',
        email: 'Please enter a valid email address, like name@example.com.',
        consent: 'Please tick the box so we can send you the joining details.',
      },
    });
    expect(
      await thrownStatus(
        registrationAction(post(path, valid, { Origin: 'https://evil.example' }), id, testContext(db, context)),
      ),
    ).toBe(403);
    expect(
      await thrownStatus(
        registrationAction(post(path, { ...valid, name: 'x'.repeat(9000) }), id, testContext(db, context)),
      ),
    ).toBe(413);
    const trap = payload(
      await registrationAction(post(path, { ...valid, website: 'spam' }), id, testContext(db, context)),
    );
    expect(trap.data).toMatchObject({ status: 'accepted' });
    expect(await count(db)).toBe(0);
    expect(
      await thrownStatus(registrationAction(post('/services/webinar/nope', valid), 'nope', testContext(db, context))),
    ).toBe(404);
  });

  it('refuses a null character in the e-mail (400) and a control character in the name with its message', async () => {
    const db = await fresh();
    const { id } = await scheduled(db);
    const path = `/services/webinar/${id}`;
    const nul = registrationAction(post(path, { ...valid, email: 'sam\0@example.com' }), id, testContext(db, context));
    expect(await thrownStatus(nul)).toBe(400);
    const escape = payload(
      await registrationAction(post(path, { ...valid, name: 'Sam\u001b[31m' }), id, testContext(db, context)),
    );
    expect(escape.status).toBe(400);
    expect(escape.data).toMatchObject({ errors: { name: expect.stringMatching(/invisible control character/) } });
    expect(await count(db)).toBe(0);
  });

  it('serves the public calendar file without the join link', async () => {
    const db = await fresh();
    const webinar = await scheduled(db);
    const response = await calendarResponse(
      new Request(`${base}/services/webinar/${webinar.id}.ics`),
      webinar.id,
      testContext(db),
    );
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    expect(text).not.toContain('meet.example.com');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(webinar.startsAt);
    expect((await calendarResponse(new Request(`${base}/x.ics`), 'x', testContext(db))).status).toBe(404);
  });

  it('asks before removing a registration: opening the signed link changes nothing, the confirm post removes it', async () => {
    const db = await fresh();
    const { id, title } = await scheduled(db);
    await registrationAction(post(`/services/webinar/${id}`, valid), id, testContext(db, context));
    const registration = await db.get<{ id: string }>('SELECT id FROM webinar_registrations');
    const ctx = testContext(db);
    const token = signCancelToken(
      await webinarLinkSecret(db, ctx.config),
      registration!.id,
      new Date(Date.now() + 86_400_000),
    );
    const cancelPath = `/services/webinar/cancel?token=${encodeURIComponent(token)}`;
    const open = (value: string) =>
      cancelRegistrationLoader(new Request(`${base}/services/webinar/cancel?token=${encodeURIComponent(value)}`), ctx);
    const confirm = (value: string, headers: Record<string, string> = {}) =>
      cancelRegistrationAction(post(cancelPath, { token: value }, headers), ctx);

    // A mail scanner opening the link, twice: nothing is removed, the page asks.
    for (let visit = 0; visit < 2; visit += 1) {
      expect(payload(await open(token)).data).toEqual({
        outcome: 'confirm',
        token,
        webinarTitle: title,
        startsAt: expect.any(String),
      });
    }
    expect(await count(db)).toBe(1);
    expect(await thrownStatus(confirm(token, { Origin: 'https://evil.example' }))).toBe(403);
    expect(await count(db)).toBe(1);

    expect(payload(await confirm(token)).data).toMatchObject({ outcome: 'removed' });
    expect(await count(db)).toBe(0);
    // A second post, or opening the link afterwards, says the same.
    expect(payload(await confirm(token)).data).toMatchObject({ outcome: 'removed' });
    expect(payload(await open(token)).data).toMatchObject({ outcome: 'removed' });
    for (const forged of [payload(await open(`${token.slice(0, -2)}xx`)), payload(await confirm(`${token}x`))]) {
      expect(forged.status).toBe(400);
      expect(forged.data).toMatchObject({ outcome: 'invalid' });
    }
  });
});
