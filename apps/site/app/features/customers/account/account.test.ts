import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '~/platform/db/types';
import { openDatabase } from '~/platform/db/db.server';
import { testPostgresUrl } from '~/platform/db/test-databases.server';
import { createCustomerSession, getCustomerSession } from '~/platform/auth/customer-session.server';
import { hashPassword, verifyPassword } from '~/platform/auth/password.server';
import { defineCustomerData } from '~/platform/customer-data/customer-data.server';
import { customerPasskeyTables, passkeyStore } from '~/platform/auth/webauthn/passkey-store.server';
import { newCustomer } from '~/platform/test-support/customer-session.server';
import { captureLog, fastParams, freshDialects, randomPassword } from '~/platform/test-support/test-helpers.server';
import {
  changePassword,
  confirmEmailToken,
  deleteAccount,
  emailChangeLifetimeMs,
  emailChangesPerHour,
  endOtherSessions,
  endSession,
  listSessions,
  loadAccount,
  removePasskey,
  requestEmailChange,
} from './account.server';
import { exportAccountData, purgeDeletedAccounts, purgeGraceMs } from './account-data.server';
import { originPlaceholder } from './account-emails.server';

const dialects = await freshDialects();
captureLog();
const page = 'http://localhost:3000/account';

const mails = (db: Db, customerId: string) =>
  db.all<{ to_email: string; subject: string; mail_text: string }>(
    'SELECT email AS to_email, subject, mail_text FROM customer_emails WHERE customer_id = ? ORDER BY created_at, subject',
    [customerId],
  );
const linkToken = (text: string) => /token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

async function withPassword(db: Db, name: string) {
  const customer = await newCustomer(db, name);
  const password = randomPassword();
  await db.run('UPDATE customers SET password_hash = ? WHERE id = ?', [
    await hashPassword(password, fastParams),
    customer.id,
  ]);
  return { customer, password };
}

const signIn = async (db: Db, customerId: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0') => {
  const made = await createCustomerSession(db, new Request(page, { headers: { 'user-agent': userAgent } }), customerId);
  const cookie = made.setCookie.split(';')[0]!;
  const session = await getCustomerSession(db, new Request(page, { headers: { cookie } }));
  return { cookie, session: session! };
};

const usable = async (db: Db, cookie: string) =>
  Boolean(await getCustomerSession(db, new Request(page, { headers: { cookie } })));

describe.each(dialects)('the account on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('changes the e-mail only through the link sent to the new address, once, and tells the old address', async () => {
    const db = await fresh();
    const customer = await newCustomer(db, 'Mover');
    expect(await requestEmailChange(db, customer.id, 'not an address')).toMatchObject({ ok: false, field: 'email' });
    expect(await requestEmailChange(db, customer.id, 'New.Mover@Example.com')).toEqual({
      ok: true,
      value: { email: 'new.mover@example.com' },
    });
    const [link] = await mails(db, customer.id);
    expect(link?.to_email).toBe('new.mover@example.com');
    expect(link?.mail_text).toContain(`${originPlaceholder}/account/email?token=`);
    // Nothing changes until the link is used; only its hash is stored.
    expect((await loadAccount(db, customer.id, ''))?.email).toBe('mover@example.com');
    const token = linkToken(link!.mail_text);
    expect(await db.get('SELECT 1 AS found FROM customer_email_tokens WHERE token_hash = ?', [token])).toBeUndefined();

    // Every feature's part hears of the move, in the change's transaction (it sees the new address).
    const moves: string[] = [];
    const part = {
      name: 'recorder',
      exportFor: async () => null,
      erase: async () => undefined,
      addressChanged: async (tx: Db, customerId: string, email: string) => {
        const row = await tx.get<{ email: string }>('SELECT email FROM customers WHERE id = ?', [customerId]);
        moves.push(`${customerId} ${email} ${row?.email}`);
      },
    };
    expect(await confirmEmailToken(db, token, [part])).toEqual({
      ok: true,
      value: { purpose: 'change', email: 'new.mover@example.com' },
    });
    expect(moves).toEqual([`${customer.id} new.mover@example.com new.mover@example.com`]);
    expect((await loadAccount(db, customer.id, ''))?.email).toBe('new.mover@example.com');
    expect(await confirmEmailToken(db, token, [part])).toMatchObject({ ok: false, reason: 'not-found' });
    expect(moves).toHaveLength(1);
    const notice = (await mails(db, customer.id)).find((mail) => mail.to_email === 'mover@example.com');
    expect(notice?.subject).toBe('Your e-mail address was changed');
  });

  it('lets an e-mail change link expire after an hour, and never moves an account onto a taken address', async () => {
    const db = await fresh();
    const customer = await newCustomer(db, 'Late');
    await newCustomer(db, 'Owner', { email: 'owner@example.com' });
    const asked = new Date('2026-01-01T12:00:00Z');
    await requestEmailChange(db, customer.id, 'later@example.com', asked);
    const token = linkToken((await mails(db, customer.id))[0]!.mail_text);
    const late = new Date(asked.getTime() + emailChangeLifetimeMs + 1);
    expect(await confirmEmailToken(db, token, [], late)).toMatchObject({ ok: false, reason: 'not-found' });

    // A taken address: the same answer on the page, a note (no link) to that address.
    expect(await requestEmailChange(db, customer.id, 'owner@example.com')).toMatchObject({ ok: true });
    const note = (await mails(db, customer.id)).find((mail) => mail.to_email === 'owner@example.com');
    expect(note?.mail_text).not.toContain('token=');
    expect((await loadAccount(db, customer.id, ''))?.email).toBe('late@example.com');

    // Each request e-mails an address of the customer's choosing: a few an hour, then a wait.
    for (let i = 0; i < emailChangesPerHour - 1; i++) await requestEmailChange(db, customer.id, `try-${i}@example.com`);
    expect(await requestEmailChange(db, customer.id, 'one-more@example.com')).toMatchObject({
      ok: false,
      reason: 'rate-limited',
    });
  });

  it('changes the password only with the current one, ends every other session and API token, and says so', async () => {
    const db = await fresh();
    const { customer, password } = await withPassword(db, 'Changer');
    const here = await signIn(db, customer.id);
    const elsewhere = await signIn(db, customer.id);
    await db.run(
      'INSERT INTO customer_tokens (id, customer_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      [
        randomUUID(),
        customer.id,
        randomBytes(16).toString('hex'),
        new Date().toISOString(),
        '2999-01-01T00:00:00.000Z',
      ],
    );
    const session = { customerId: customer.id, idHash: here.session.idHash };
    const next = `${randomPassword()}-${randomPassword()}`;
    const wrong = await changePassword(
      db,
      session,
      { currentPassword: randomPassword(), newPassword: next, ip: '203.0.113.9' },
      { params: fastParams },
    );
    expect(wrong).toMatchObject({ ok: false, field: 'currentPassword' });
    const weak = await changePassword(
      db,
      session,
      { currentPassword: password, newPassword: 'short', ip: '203.0.113.9' },
      { params: fastParams },
    );
    expect(weak).toMatchObject({ ok: false, field: 'newPassword' });
    expect(await usable(db, elsewhere.cookie)).toBe(true);

    expect(
      await changePassword(
        db,
        session,
        { currentPassword: password, newPassword: next, ip: '203.0.113.9' },
        { params: fastParams },
      ),
    ).toEqual({
      ok: true,
      value: { endedSessions: 1 },
    });
    expect(await usable(db, here.cookie)).toBe(true);
    expect(await usable(db, elsewhere.cookie)).toBe(false);
    const row = await db.get<{ password_hash: string }>('SELECT password_hash FROM customers WHERE id = ?', [
      customer.id,
    ]);
    expect(await verifyPassword(next, row!.password_hash)).toBe(true);
    expect(
      await db.get('SELECT 1 AS live FROM customer_tokens WHERE customer_id = ? AND revoked_at IS NULL', [customer.id]),
    ).toBeUndefined();
    expect((await mails(db, customer.id)).map((mail) => mail.subject)).toContain('Your password was changed');
  });

  it('lets an account made with a passkey alone set its first password without a current one', async () => {
    const db = await fresh();
    const customer = await newCustomer(db, 'Keyfirst');
    const here = await signIn(db, customer.id);
    const first = `${randomPassword()}-${randomPassword()}`;
    const result = await changePassword(
      db,
      { customerId: customer.id, idHash: here.session.idHash },
      { currentPassword: '', newPassword: first, ip: '203.0.113.9' },
      { params: fastParams },
    );
    expect(result).toEqual({ ok: true, value: { endedSessions: 0 } });
    expect((await loadAccount(db, customer.id, here.session.idHash))?.hasPassword).toBe(true);
  });

  it('signs out one other session by its handle, or every other one, never this one', async () => {
    const db = await fresh();
    const customer = await newCustomer(db, 'Many');
    const here = await signIn(db, customer.id);
    const phone = await signIn(db, customer.id, 'Mozilla/5.0 (Linux; Android 15) Chrome/156.0 Mobile');
    const laptop = await signIn(db, customer.id);
    const sessions = await listSessions(db, customer.id, here.session.idHash);
    expect(sessions).toHaveLength(3);
    // The list names sessions by a handle, never by their key.
    expect(JSON.stringify(sessions)).not.toContain(here.session.idHash);
    const current = sessions.find((session) => session.current)!;
    expect(await endSession(db, customer.id, current.handle, here.session.idHash)).toBe(false);
    const android = sessions.find((session) => session.userAgent?.includes('Android'))!;
    expect(await endSession(db, customer.id, android.handle, here.session.idHash)).toBe(true);
    expect(await usable(db, phone.cookie)).toBe(false);
    expect(await usable(db, laptop.cookie)).toBe(true);

    expect(await endOtherSessions(db, customer.id, here.session.idHash)).toBe(1);
    expect(await usable(db, laptop.cookie)).toBe(false);
    expect(await usable(db, here.cookie)).toBe(true);
    expect((await mails(db, customer.id)).filter((mail) => mail.subject.includes('signed out'))).toHaveLength(2);
  });

  it('never removes the only passkey of an account without a password', async () => {
    const db = await fresh();
    const customer = await newCustomer(db, 'Keyonly');
    const store = passkeyStore(customerPasskeyTables);
    const key = { publicKey: new Uint8Array([1, 2, 3]), counter: 0, ownerId: customer.id, transports: [] };
    await store.save(db, { ...key, credentialId: 'cred-a', name: 'Phone' });
    const [phone] = await store.list(db, customer.id);
    expect(await removePasskey(db, customer.id, phone!.id)).toMatchObject({ ok: false, reason: 'conflict' });
    await store.save(db, { ...key, credentialId: 'cred-b', name: 'Laptop' });
    expect(await removePasskey(db, customer.id, phone!.id)).toEqual({ ok: true, value: 'Phone' });
    expect((await store.list(db, customer.id)).map((item) => item.name)).toEqual(['Laptop']);
  });

  it('exports every part and the account, with no password hash, token, session key or public key', async () => {
    const db = await fresh();
    const { customer } = await withPassword(db, 'Exporter');
    const { session } = await signIn(db, customer.id);
    await passkeyStore(customerPasskeyTables).save(db, {
      credentialId: 'cred-export',
      publicKey: new Uint8Array([9, 9, 9]),
      counter: 0,
      ownerId: customer.id,
      transports: ['internal'],
      name: 'Phone',
    });
    const webinar = randomUUID();
    await db.run(
      `INSERT INTO webinars (id, title, description, presenter, starts_at, duration_minutes, status, created_at, updated_at)
       VALUES (?, 'Risk basics', 'd', 'p', '2026-02-01T18:00:00.000Z', 60, 'scheduled', ?, ?)`,
      [webinar, new Date().toISOString(), new Date().toISOString()],
    );
    await db.run('INSERT INTO webinar_registrations (id, webinar_id, name, email, created_at) VALUES (?, ?, ?, ?, ?)', [
      randomUUID(),
      webinar,
      'Exporter',
      customer.email,
      new Date().toISOString(),
    ]);
    const part = defineCustomerData({
      name: 'progress',
      exportFor: async (_db, id) => ({ owner: id, lessonsDone: 3 }),
      erase: async () => {},
    });
    await requestEmailChange(db, customer.id, 'next@example.com');
    const exported = await exportAccountData(db, customer.id, [part]);
    expect(exported?.pendingEmailChange).toMatchObject({ email: 'next@example.com' });
    expect(exported?.emails).toEqual([
      expect.objectContaining({ subject: 'Confirm your new e-mail address', sentAt: null }),
    ]);
    expect(exported?.account).toMatchObject({ name: 'Exporter', email: customer.email, hasPassword: true });
    expect(exported?.sessions).toHaveLength(1);
    expect(exported?.passkeys).toEqual([expect.objectContaining({ name: 'Phone' })]);
    expect(exported?.webinarRegistrations).toEqual([expect.objectContaining({ webinarTitle: 'Risk basics' })]);
    expect(exported).toHaveProperty('progress', { owner: customer.id, lessonsDone: 3 });
    const text = JSON.stringify(exported);
    const row = await db.get<{ password_hash: string; csrf_token: string }>(
      'SELECT c.password_hash, s.csrf_token FROM customers c JOIN customer_sessions s ON s.customer_id = c.id WHERE c.id = ?',
      [customer.id],
    );
    const link = linkToken((await mails(db, customer.id))[0]!.mail_text);
    for (const secret of [row!.password_hash, row!.csrf_token, session.idHash, 'cred-export', 'CQkJ', link]) {
      expect(text).not.toContain(secret);
    }
  });

  it('makes a deleted account unusable at once: no session, no export, a last notice', async () => {
    const db = await fresh();
    const customer = await newCustomer(db, 'Leaver');
    const here = await signIn(db, customer.id);
    await requestEmailChange(db, customer.id, 'elsewhere@example.com');
    const token = linkToken((await mails(db, customer.id))[0]!.mail_text);
    expect(await deleteAccount(db, customer.id)).toBe(true);
    expect(await usable(db, here.cookie)).toBe(false);
    expect(
      await db.get('SELECT 1 AS left FROM customer_sessions WHERE customer_id = ?', [customer.id]),
    ).toBeUndefined();
    expect(await confirmEmailToken(db, token, [])).toMatchObject({ ok: false });
    expect(await exportAccountData(db, customer.id, [])).toBeUndefined();
    // A new session cannot be made usable for it either (a passkey sign-in checks the same states).
    const again = await createCustomerSession(db, new Request(page), customer.id);
    expect(await usable(db, again.setCookie.split(';')[0]!)).toBe(false);
    expect((await mails(db, customer.id)).map((mail) => mail.subject)).toEqual(['Your account was deleted']);
  });
});

/** Two "instances" on one new database: separate handles (SQLite) or connection pools (PostgreSQL). */
async function twoInstances(name: 'sqlite' | 'postgres'): Promise<[Db, Db]> {
  if (name === 'sqlite') {
    const url = `file:${join(mkdtempSync(join(tmpdir(), 'upm-purge-')), 'test.db')}`;
    const first = await openDatabase(url);
    return [first, await openDatabase(url)];
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const first = await openDatabase(testPostgresUrl, { schema });
  const second = await openDatabase(testPostgresUrl, { schema });
  const close = first.close;
  return [{ ...first, close: async () => (await first.exec(`DROP SCHEMA "${schema}" CASCADE`), close()) }, second];
}

describe.each(dialects)('the purge of deleted accounts on $name', ({ name }) => {
  it('erases each account once across two instances, after the grace period, with every part', async () => {
    const [one, two] = await twoInstances(name);
    try {
      const deletedAt = new Date('2026-01-01T00:00:00Z');
      const old = await newCustomer(one, 'Old');
      const recent = await newCustomer(one, 'Recent');
      const kept = await newCustomer(one, 'Kept');
      await deleteAccount(one, old.id, deletedAt);
      await deleteAccount(one, recent.id, new Date(deletedAt.getTime() + purgeGraceMs));
      const erased: string[] = [];
      const part = defineCustomerData({
        name: 'progress',
        exportFor: async () => null,
        erase: async (_db, id) => {
          erased.push(id);
        },
      });
      await one.run("INSERT INTO sign_in_addresses (username, address_hash, signed_in_at) VALUES (?, 'h', ?)", [
        `customer:${old.email}`,
        deletedAt.toISOString(),
      ]);
      const now = new Date(deletedAt.getTime() + purgeGraceMs + 60_000);
      const counts = await Promise.all([
        purgeDeletedAccounts(one, [part], { now }),
        purgeDeletedAccounts(two, [part], { now }),
      ]);
      expect(counts[0] + counts[1]).toBe(1);
      expect(erased).toEqual([old.id]);
      const left = await one.all<{ name: string }>('SELECT name FROM customers ORDER BY name');
      expect(left.map((row) => row.name)).toEqual([kept.name, recent.name]);
      expect(await one.get('SELECT 1 AS left FROM customer_emails WHERE customer_id = ?', [old.id])).toBeUndefined();
      expect(
        await one.get('SELECT 1 AS left FROM sign_in_addresses WHERE username = ?', [`customer:${old.email}`]),
      ).toBeUndefined();
      expect(await purgeDeletedAccounts(two, [part], { now })).toBe(0);
    } finally {
      await two.close();
      await one.close();
    }
  });
});
