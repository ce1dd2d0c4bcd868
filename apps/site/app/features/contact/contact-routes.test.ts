import { afterAll, describe, expect, it } from 'vitest';
import { freshDialects, captureLog, testContext } from '~/platform/test-support/test-helpers.server';
import { signedInAdmin } from '~/platform/test-support/admin-session.server';
import { thrownBy } from '~/platform/test-support/route-results';
import type { Db } from '~/platform/db/types';
import { contactAction } from './routes/contact.server';
import { createContactService } from './contact.server';
import { inboxAction, inboxLoader } from './routes/admin-inbox.server';

const dialects = await freshDialects();
const log = captureLog();
const base = 'http://localhost:3700';
const context = { clientIp: '198.51.100.20' };

const formBody = (values: Record<string, string>) => new URLSearchParams(values).toString();
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  new Request(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base, ...headers },
    body,
  });

/** The value a route returned: `data()` wraps it, a Response is read as is. */
function payload(result: unknown): { data: unknown; status: number; headers: Headers } {
  const wrapped = result as { data: unknown; init?: { status?: number; headers?: HeadersInit } | null };
  return {
    data: wrapped.data,
    status: wrapped.init?.status ?? 200,
    headers: new Headers(wrapped.init?.headers),
  };
}

const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question' };

describe.each(dialects)('the /contact action on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('stores a message and answers with the thank-you text, setting no cookie', async () => {
    const db = await fresh();
    const result = await contactAction(post('/contact', formBody(valid)), testContext(db, context));
    const { data, status, headers } = payload(result);
    expect(status).toBe(200);
    expect(data).toMatchObject({
      status: 'accepted',
      message: 'Thank you for your message! We will contact you soon.',
    });
    expect(headers.get('set-cookie')).toBeNull();
    expect(headers.get('cache-control')).toBe('no-store');
    expect(await createContactService(db).list()).toHaveLength(1);
  });

  it('answers 400 with the field messages and the typed values', async () => {
    const db = await fresh();
    const typed = { ...valid, email: 'nope' };
    const { data, status } = payload(await contactAction(post('/contact', formBody(typed)), testContext(db, context)));
    expect(status).toBe(400);
    expect(data).toEqual({
      status: 'invalid',
      errors: { email: 'Please enter a valid email address, like name@example.com.' },
      values: typed,
    });
    expect(await createContactService(db).list()).toEqual([]);
  });

  it('answers a filled honeypot as a success without storing anything', async () => {
    const db = await fresh();
    const trap = { ...valid, email: 'not checked', website: 'http://spam.example' };
    const { data, status } = payload(await contactAction(post('/contact', formBody(trap)), testContext(db, context)));
    expect(status).toBe(200);
    expect(data).toEqual({ status: 'accepted', message: 'Thank you for your message! We will contact you soon.' });
    expect(await createContactService(db).list()).toEqual([]);
  });

  it('answers 400 for a NUL byte or another control character, and stores nothing (PostgreSQL refused NUL: 500)', async () => {
    const db = await fresh();
    for (const field of ['name', 'subject', 'message'] as const) {
      const typed = { ...valid, [field]: `before\u0007after` };
      const { data, status } = payload(
        await contactAction(post('/contact', formBody(typed)), testContext(db, context)),
      );
      expect(status, field).toBe(400);
      expect((data as { errors: Record<string, string> }).errors[field]).toMatch(/invisible control character/);
      // NUL is refused with the body, before any field is read (app/platform/http/body.server.ts).
      const nul = { ...valid, [field]: `before\u0000after` };
      const refused = await contactAction(post('/contact', formBody(nul)), testContext(db, context)).catch(
        (error: unknown) => error,
      );
      expect((refused as Response).status, field).toBe(400);
    }
    const escape = { ...valid, message: 'bell \u0007 and escape \u001b[31m' };
    expect(payload(await contactAction(post('/contact', formBody(escape)), testContext(db, context))).status).toBe(400);
    expect(await createContactService(db).list()).toHaveLength(0);
    // Line breaks and tabs are ordinary text in a message.
    const multiline = { ...valid, message: 'line one\r\nline two\tindented' };
    expect(payload(await contactAction(post('/contact', formBody(multiline)), testContext(db, context))).status).toBe(
      200,
    );
  });

  it('answers the sixth message of the hour with 429, a clear message and Retry-After', async () => {
    const db = await fresh();
    for (let i = 0; i < 5; i++) await contactAction(post('/contact', formBody(valid)), testContext(db, context));
    const { data, status, headers } = payload(
      await contactAction(post('/contact', formBody(valid)), testContext(db, context)),
    );
    expect(status).toBe(429);
    expect(data).toMatchObject({
      status: 'refused',
      message: expect.stringMatching(/^You have sent too many messages/),
      values: valid,
    });
    expect(Number(headers.get('retry-after'))).toBeGreaterThan(0);
    expect(log.some((line) => line.includes('"contact.rate_limited"'))).toBe(true);
  });

  it('refuses a cross-site post (403), a body that is not a form (415) and a huge body (413)', async () => {
    const db = await fresh();
    const crossSite = await thrownBy(
      contactAction(post('/contact', formBody(valid), { Origin: 'https://evil.example' }), testContext(db, context)),
    );
    expect(crossSite.status).toBe(403);
    const fetchSite = await thrownBy(
      contactAction(post('/contact', formBody(valid), { 'Sec-Fetch-Site': 'cross-site' }), testContext(db, context)),
    );
    expect(fetchSite.status).toBe(403);
    const json = await thrownBy(
      contactAction(
        post('/contact', JSON.stringify(valid), { 'Content-Type': 'application/json' }),
        testContext(db, context),
      ),
    );
    expect(json.status).toBe(415);
    const huge = await thrownBy(
      contactAction(post('/contact', formBody({ ...valid, message: 'x'.repeat(70_000) })), testContext(db, context)),
    );
    expect(huge.status).toBe(413);
    expect(await createContactService(db).list()).toEqual([]);
  });
});

describe.each(dialects)('the admin inbox on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  const setup = async () => {
    const db: Db = await fresh();
    const { cookie, csrfToken } = await signedInAdmin(db, 'inbox-admin');
    const contact = createContactService(db);
    await contact.submit(
      { ...valid, subject: 'Older' },
      {
        ip: '192.0.2.1',
        now: new Date('2026-01-01T00:00:00.000Z'),
      },
    );
    await contact.submit(
      { ...valid, subject: 'Newer' },
      {
        ip: '192.0.2.1',
        now: new Date('2026-01-02T00:00:00.000Z'),
      },
    );
    const [newer, older] = await contact.list();
    return { db, contact, cookie, csrfToken, newer: newer!, older: older! };
  };

  it('sends anonymous visitors of the page and of the action to the sign-in page', async () => {
    const { db, newer } = await setup();
    const page = await thrownBy(inboxLoader(new Request(`${base}/secure/admin/messages`), testContext(db, context)));
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/secure/admin/login?redirectTo=%2Fsecure%2Fadmin%2Fmessages');
    const action = await thrownBy(
      inboxAction(
        post('/secure/admin/messages', formBody({ intent: 'delete', id: newer.id })),
        testContext(db, context),
      ),
    );
    expect(action.status).toBe(302);
    expect(await createContactService(db).get(newer.id)).not.toBeNull();
  });

  it('lists messages newest first with the unread count, uncached', async () => {
    const { db, cookie, csrfToken } = await setup();
    const { data, headers } = payload(
      await inboxLoader(
        new Request(`${base}/secure/admin/messages`, { headers: { Cookie: cookie } }),
        testContext(db, context),
      ),
    );
    expect(headers.get('cache-control')).toBe('no-store');
    expect(data).toMatchObject({ username: 'inbox-admin', unreadCount: 2, csrfToken, confirmId: null });
    expect((data as { messages: Array<{ subject: string }> }).messages.map((m) => m.subject)).toEqual([
      'Newer',
      'Older',
    ]);
  });

  it('marks read and unread, and deletes after its confirmation, each with the session form token', async () => {
    const { db, contact, cookie, csrfToken, newer, older } = await setup();
    const act = (values: Record<string, string>) =>
      inboxAction(
        post('/secure/admin/messages', formBody({ csrf: csrfToken, ...values }), { Cookie: cookie }),
        testContext(db, context),
      );
    const read = await thrownBy(act({ intent: 'read', id: newer.id }));
    expect(read.status).toBe(302);
    expect(read.headers.get('location')).toBe('/secure/admin/messages');
    expect(await contact.unreadCount()).toBe(1);
    await thrownBy(act({ intent: 'unread', id: newer.id }));
    expect(await contact.unreadCount()).toBe(2);
    const unconfirmed = payload(await act({ intent: 'delete', id: older.id }));
    expect(unconfirmed.data).toEqual({ kind: 'confirm', intent: 'delete', values: { id: older.id } });
    expect(await contact.list()).toHaveLength(2);
    await thrownBy(act({ intent: 'delete', id: older.id, confirmed: '1' }));
    expect((await contact.list()).map((m) => m.subject)).toEqual(['Newer']);
    const gone = payload(await act({ intent: 'delete', id: older.id, confirmed: '1' }));
    expect(gone.status).toBe(404);
    expect(gone.data).toEqual({
      kind: 'refused',
      message: 'That message no longer exists. The list has been refreshed.',
    });
    const unnamed = payload(await act({ intent: 'read', id: '' }));
    expect(unnamed).toMatchObject({ status: 400, data: { kind: 'invalid', errors: { id: 'No message was chosen.' } } });
  });

  it('refuses an action without the form token or from another site', async () => {
    const { db, contact, cookie, newer } = await setup();
    const noToken = await thrownBy(
      inboxAction(
        post('/secure/admin/messages', formBody({ intent: 'delete', id: newer.id }), { Cookie: cookie }),
        testContext(db, context),
      ),
    );
    expect(noToken.status).toBe(403);
    const crossSite = await thrownBy(
      inboxAction(
        post('/secure/admin/messages', formBody({ intent: 'delete', id: newer.id }), {
          Cookie: cookie,
          Origin: 'https://evil.example',
        }),
        testContext(db, context),
      ),
    );
    expect(crossSite.status).toBe(403);
    expect(await contact.list()).toHaveLength(2);
  });

  it('opens the delete confirmation from ?confirm=<id> only for an existing message', async () => {
    const { db, cookie, newer } = await setup();
    const load = async (query: string) =>
      payload(
        await inboxLoader(
          new Request(`${base}/secure/admin/messages${query}`, { headers: { Cookie: cookie } }),
          testContext(db, context),
        ),
      ).data as { confirmId: string | null };
    expect((await load(`?confirm=${newer.id}`)).confirmId).toBe(newer.id);
    expect((await load('?confirm=missing')).confirmId).toBeNull();
  });
});
