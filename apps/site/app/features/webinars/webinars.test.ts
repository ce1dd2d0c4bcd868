import { afterAll, describe, expect, it } from 'vitest';
import { listAudit } from '~/platform/admin/audit.server';
import { read } from '~/platform/data-version/data-version.server';
import { testDialects } from '~/platform/db/test-databases.server';
import type { Db } from '~/platform/db/types';
import { webinarAdmin } from './webinar-admin.server';
import { testAdmin, testNow, upcomingInput } from './webinar-test-fixtures';
import { createWebinarService } from './webinars.server';

const dialects = await testDialects();
const person = { name: 'Sam Trader', email: 'Sam@Example.com', consent: 'yes' as const };
const meta = { ip: '203.0.113.9', deliver: true };

const valueOf = <T>(result: { ok: true; value: T } | { ok: false }): T => {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result)}`);
  return result.value;
};

describe.each(dialects)('webinar service on $name', ({ open }) => {
  const opened: Db[] = [];
  afterAll(async () => {
    for (const db of opened) await db.close();
  });
  async function fresh() {
    const db = await open();
    opened.push(db);
    const clock = { at: testNow };
    return {
      db,
      clock,
      webinars: createWebinarService(db, () => clock.at),
      admin: webinarAdmin(db, testAdmin, () => clock.at),
    };
  }
  const emails = (db: Db) => db.all<{ kind: string }>('SELECT kind FROM webinar_emails ORDER BY created_at, kind');

  it("seeds the original site's three 2025 webinars once, as past webinars, and never undoes an admin's deletion", async () => {
    const { db, webinars } = await fresh();
    expect(await webinars.seedDefaults()).toBe(true);
    const page = await webinars.listPage();
    expect(page.upcoming).toEqual([]);
    expect(page.past.map((webinar) => webinar.startsAt)).toEqual([
      '2025-11-12T17:00:00Z',
      '2025-11-05T19:00:00Z',
      '2025-10-30T15:00:00Z',
    ]);
    expect(page.past.every((webinar) => webinar.durationMinutes === 60)).toBe(true);
    await db.run('DELETE FROM webinars WHERE starts_at = ?', ['2025-11-05T19:00:00Z']);
    expect(await webinars.seedDefaults()).toBe(false);
    expect((await webinars.listPage()).past).toHaveLength(2);
  });

  it('schedules a webinar, lists it as upcoming without its join link, and audits the change', async () => {
    const { db, webinars, admin } = await fresh();
    const before = await read(db, 'webinars');
    const created = valueOf(await admin.create(upcomingInput));
    expect(await read(db, 'webinars')).toBeGreaterThan(before);
    const [listed] = (await webinars.listPage()).upcoming;
    expect(listed).toMatchObject({ id: created.id, placesLeft: 40, status: 'scheduled' });
    expect(JSON.stringify(await webinars.listPage())).not.toContain('meet.example.com');
    expect((await listAudit(db)).entries[0]).toMatchObject({ action: 'webinar.create', entityId: created.id });
  });

  it('refuses a new webinar that starts in the past', async () => {
    const { admin } = await fresh();
    const result = await admin.create({ ...upcomingInput, startsAt: '2026-11-25T11:00:00.000Z' });
    expect(result).toMatchObject({ ok: false, reason: 'invalid', errors: { startDate: expect.any(String) } });
  });

  it('registers once per address, resends the details to a duplicate and queues a confirmation each time', async () => {
    const { db, webinars, admin } = await fresh();
    const { id } = valueOf(await admin.create(upcomingInput));
    const first = await webinars.register(id, person, meta);
    expect(first).toMatchObject({ ok: true, value: { duplicate: false, registration: { email: 'sam@example.com' } } });
    const again = await webinars.register(id, { ...person, email: 'sam@example.com' }, meta);
    expect(again).toMatchObject({ ok: true, value: { duplicate: true } });
    expect((await admin.registrants(id)).map((registration) => registration.email)).toEqual(['sam@example.com']);
    expect((await emails(db)).map((email) => email.kind)).toEqual(['confirmation', 'confirmation']);
  });

  it('re-sends the details to one address at once, then at most every half hour and three times a day', async () => {
    const { db, clock, webinars, admin } = await fresh();
    const { id } = valueOf(await admin.create(upcomingInput));
    await webinars.register(id, person, meta);
    const confirmations = async () => (await emails(db)).filter((email) => email.kind === 'confirmation').length;
    // Twelve repeats from several addresses, one every ten minutes over two hours.
    const resent: boolean[] = [];
    for (let repeat = 0; repeat < 12; repeat += 1) {
      clock.at = new Date(testNow.getTime() + repeat * 10 * 60_000);
      const outcome = await webinars.register(id, person, { ...meta, ip: `203.0.113.${repeat}` });
      resent.push(outcome.ok && outcome.value.duplicate && outcome.value.resent);
    }
    expect(resent).toEqual([true, false, false, true, false, false, true, false, false, false, false, false]);
    expect(await confirmations()).toBe(4);
    // A day after the first re-send, the address may get them again.
    clock.at = new Date(testNow.getTime() + 86_400_000 + 60_000);
    expect(await webinars.register(id, person, { ...meta, ip: '203.0.113.99' })).toMatchObject({
      value: { resent: true },
    });
  });

  it('answers full, closed, past and cancelled without storing anything', async () => {
    const { clock, webinars, admin } = await fresh();
    const small = valueOf(await admin.create({ ...upcomingInput, capacity: 1 }));
    await webinars.register(small.id, person, meta);
    expect(await webinars.register(small.id, { ...person, email: 'b@example.com' }, meta)).toEqual({
      ok: false,
      reason: 'conflict',
      refusal: 'full',
    });
    const cancelled = valueOf(await admin.create(upcomingInput));
    valueOf(await admin.cancel(cancelled.id));
    expect(await webinars.register(cancelled.id, person, meta)).toEqual({
      ok: false,
      reason: 'conflict',
      refusal: 'cancelled',
    });
    clock.at = new Date(Date.parse(upcomingInput.startsAt) + 60_000);
    expect(await webinars.register(small.id, { ...person, email: 'c@example.com' }, meta)).toEqual({
      ok: false,
      reason: 'conflict',
      refusal: 'closed',
    });
    clock.at = new Date(Date.parse(upcomingInput.startsAt) + 61 * 60_000);
    expect(await webinars.register(small.id, { ...person, email: 'c@example.com' }, meta)).toEqual({
      ok: false,
      reason: 'conflict',
      refusal: 'past',
    });
    expect(await admin.registrants(small.id)).toHaveLength(1);
    expect(await webinars.register('no-such-webinar', person, meta)).toEqual({ ok: false, reason: 'not-found' });
  });

  it('rate-limits registrations per IP', async () => {
    const { webinars, admin } = await fresh();
    const { id } = valueOf(await admin.create({ ...upcomingInput, capacity: null }));
    for (let index = 0; index < 10; index += 1) {
      expect((await webinars.register(id, { ...person, email: `p${index}@example.com` }, meta)).ok).toBe(true);
    }
    expect(await webinars.register(id, { ...person, email: 'p11@example.com' }, meta)).toEqual({
      ok: false,
      reason: 'rate-limited',
      retryAfterMinutes: 60,
    });
  });

  it('accepts exactly ten of 40 parallel registrations from one address, spread over four webinars', async () => {
    const { db, webinars, admin } = await fresh();
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) ids.push(valueOf(await admin.create({ ...upcomingInput, capacity: null })).id);
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        webinars.register(ids[i % 4]!, { ...person, email: `p${i}@example.com` }, meta),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(10);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'rate-limited')).toHaveLength(30);
    const stored = await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM webinar_registrations');
    expect(Number(stored?.n)).toBe(10);
  });

  it('moving or cancelling a webinar raises its sequence and queues one update per registrant', async () => {
    const { db, webinars, admin } = await fresh();
    const { id } = valueOf(await admin.create(upcomingInput));
    await webinars.register(id, person, meta);
    await webinars.register(id, { ...person, email: 'b@example.com' }, meta);
    const edited = valueOf(await admin.update(id, { ...upcomingInput, title: 'Renamed' }));
    expect(edited.sequence).toBe(0);
    const moved = valueOf(await admin.update(id, { ...upcomingInput, startsAt: '2026-12-03T15:00:00.000Z' }));
    expect(moved.sequence).toBe(1);
    const cancelled = valueOf(await admin.cancel(id));
    expect(cancelled).toMatchObject({ status: 'cancelled', sequence: 2 });
    expect(await admin.cancel(id)).toMatchObject({ ok: false, reason: 'conflict' });
    const kinds = (await emails(db)).map((email) => email.kind);
    expect(kinds.filter((kind) => kind === 'update')).toHaveLength(4);
    expect((await listAudit(db)).entries.map((entry) => entry.action)).toEqual([
      'webinar.cancel',
      'webinar.update',
      'webinar.update',
      'webinar.create',
    ]);
  });

  it('removes a registration once, with its unsent e-mails', async () => {
    const { db, webinars, admin } = await fresh();
    const { id } = valueOf(await admin.create(upcomingInput));
    const outcome = await webinars.register(id, person, meta);
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(await webinars.removeRegistration(outcome.value.registration.id)).toEqual({ ok: true, value: undefined });
    expect(await webinars.removeRegistration(outcome.value.registration.id)).toEqual({
      ok: false,
      reason: 'not-found',
    });
    expect(await emails(db)).toEqual([]);
    expect((await webinars.listPage()).upcoming[0]?.placesLeft).toBe(40);
  });
});
