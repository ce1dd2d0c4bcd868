import { afterAll, describe, expect, it } from 'vitest';
import {
  createCustomerSession,
  customerLoginUrl,
  customerSessionIdleMs,
  endCustomerSessions,
  getCustomerSession,
  readCustomerForm,
  requireCustomer,
} from './customer-session.server';
import { readConfig } from '~/config.server';
import { freshDialects, captureLog } from '~/platform/test-support/test-helpers.server';
import { newCustomer } from '~/platform/test-support/customer-session.server';
import { thrownBy } from '~/platform/test-support/route-results';

const dialects = await freshDialects();
captureLog();
const config = readConfig({});
const page = 'http://localhost:3000/account';
const withCookie = (setCookie: string, init: RequestInit = {}) =>
  new Request(page, { ...init, headers: { cookie: setCookie.split(';')[0]!, ...(init.headers ?? {}) } });

describe.each(dialects)('customer sessions on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('signs a verified customer in with an HttpOnly cookie whose id is stored only hashed', async () => {
    const db = await fresh();
    const customer = await newCustomer(db, 'Ada');
    const { setCookie, csrfToken } = await createCustomerSession(db, new Request(page), customer.id, { config });
    expect(setCookie).toMatch(/^upm_session=[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    const id = setCookie.split(';')[0]!.split('=')[1]!;
    expect(await db.get('SELECT 1 FROM customer_sessions WHERE id_hash = ?', [id])).toBeUndefined();
    const session = await getCustomerSession(db, withCookie(setCookie), { config });
    expect(session?.customer).toEqual(customer);
    expect(session?.csrfToken).toBe(csrfToken);
  });

  it('uses the __Host- prefix and Secure over TLS', async () => {
    const db = await fresh();
    const customer = await newCustomer(db, 'Tls');
    const { setCookie } = await createCustomerSession(db, new Request('https://example.com/'), customer.id, { config });
    expect(setCookie).toMatch(/^__Host-upm_session=/);
    expect(setCookie).toContain('Secure');
  });

  it('is no session for an unverified, disabled or deleted account, or after the idle limit', async () => {
    const db = await fresh();
    const unverified = await newCustomer(db, 'Unverified', { verified: false });
    const made = await createCustomerSession(db, new Request(page), unverified.id, { config });
    expect(await getCustomerSession(db, withCookie(made.setCookie), { config })).toBeUndefined();

    const disabled = await newCustomer(db, 'Disabled');
    const second = await createCustomerSession(db, new Request(page), disabled.id, { config });
    await db.run('UPDATE customers SET disabled_at = ? WHERE id = ?', [new Date().toISOString(), disabled.id]);
    expect(await getCustomerSession(db, withCookie(second.setCookie), { config })).toBeUndefined();

    const idle = await newCustomer(db, 'Idle');
    const third = await createCustomerSession(db, new Request(page), idle.id, { config });
    const later = new Date(Date.now() + customerSessionIdleMs + 1000);
    expect(await getCustomerSession(db, withCookie(third.setCookie), { config, now: later })).toBeUndefined();
    expect(await db.get('SELECT 1 AS one FROM customer_sessions WHERE customer_id = ?', [idle.id])).toBeUndefined();
  });

  it('ends every other session of the account and keeps this one', async () => {
    const db = await fresh();
    const customer = await newCustomer(db, 'Many');
    const kept = await createCustomerSession(db, new Request(page), customer.id, { config });
    const other = await createCustomerSession(db, new Request(page), customer.id, { config });
    const session = await getCustomerSession(db, withCookie(kept.setCookie), { config });
    expect(await endCustomerSessions(db, customer.id, { except: session!.idHash })).toBe(1);
    expect(await getCustomerSession(db, withCookie(other.setCookie), { config })).toBeUndefined();
    expect(await getCustomerSession(db, withCookie(kept.setCookie), { config })).toBeDefined();
  });

  it('sends a signed-out visitor to /login with a same-site way back, and refuses a post without the form token', async () => {
    const db = await fresh();
    const response = await thrownBy(requireCustomer(new Request(`${page}?tab=1`), { db, config }));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?next=%2Faccount%3Ftab%3D1');
    expect(customerLoginUrl('//evil.example')).toBe('/login');

    const customer = await newCustomer(db, 'Poster');
    const { setCookie } = await createCustomerSession(db, new Request(page), customer.id, { config });
    const session = (await getCustomerSession(db, withCookie(setCookie), { config }))!;
    const post = withCookie(setCookie, {
      method: 'POST',
      body: new URLSearchParams({ csrf: 'wrong' }),
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect((await thrownBy(readCustomerForm(post, session))).status).toBe(403);
  });
});
