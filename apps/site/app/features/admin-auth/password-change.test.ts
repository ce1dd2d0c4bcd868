import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '~/config.server';
import { listAudit } from '~/platform/admin/audit.server';
import { findAdminByUsername } from '~/platform/auth/admins.server';
import { passwordChangeMessages, changePassword } from './password-change.server';
import { verifyPassword } from '~/platform/auth/password.server';
import { createSession, getSession } from '~/platform/auth/session.server';
import { endOtherSessions, endSession, listSessions } from './session-list.server';
import { freshDialects, captureLog, fastParams, randomPassword } from '~/platform/test-support/test-helpers.server';
import { newAdmin } from '~/platform/test-support/admin-session.server';

const dialects = await freshDialects();
captureLog();
const config = readConfig({});
const url = 'http://localhost:3000/secure/admin/security';
const withCookie = (setCookie: string) =>
  new Request(url, { headers: { cookie: setCookie.split(';')[0]!, 'user-agent': 'TestBrowser/1.0' } });

describe.each(dialects)('password change and sessions on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);
  const setup = async () => {
    const db = await fresh();
    const password = randomPassword();
    const admin = await newAdmin(db, `pw-${crypto.randomUUID().slice(0, 8)}`, { password });
    const sessions = [];
    for (let index = 0; index < 3; index++) {
      const { setCookie } = await createSession(db, withCookie('x=y'), admin.id, {
        config,
        ipHash: `${index}`.repeat(64),
      });
      sessions.push((await getSession(db, withCookie(setCookie), { config }))!);
    }
    return { db, admin, password, sessions };
  };

  it('lists active sessions with the IP hash prefix and user agent, and ends one or all the others', async () => {
    const { db, admin, sessions } = await setup();
    const listed = await listSessions(db, admin.id, sessions[0]!.idHash, { settings: config.session });
    expect(listed).toHaveLength(3);
    expect(listed.filter((row) => row.current)).toHaveLength(1);
    expect(listed[0]!.userAgent).toBe('TestBrowser/1.0');
    expect(listed.map((row) => row.ipHashPrefix).sort()).toEqual(['00000000', '11111111', '22222222']);
    const other = listed.find((row) => !row.current)!;
    expect(await endSession(db, 'someone-else', other.handle)).toBe(false);
    expect(await endSession(db, admin.id, other.handle)).toBe(true);
    expect(await endOtherSessions(db, admin.id, sessions[0]!.idHash)).toBe(1);
    const left = await listSessions(db, admin.id, sessions[0]!.idHash, { settings: config.session });
    expect(left.map((row) => row.current)).toEqual([true]);
  });

  it('needs the current password and the policy, then ends every other session and audits without secrets', async () => {
    const { db, admin, password, sessions } = await setup();
    const base = { admin, keepSessionIdHash: sessions[0]!.idHash, ip: '203.0.113.5' };
    const next = randomPassword();
    const wrong = await changePassword(db, {
      ...base,
      currentPassword: randomPassword(),
      newPassword: next,
      confirmPassword: next,
    });
    expect(wrong).toEqual({
      ok: false,
      reason: 'invalid',
      fieldErrors: { currentPassword: passwordChangeMessages.currentWrong },
    });
    const weak = await changePassword(db, {
      ...base,
      currentPassword: password,
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(weak.ok === false && weak.fieldErrors.newPassword).toMatch(/at least 15 characters/);
    const mismatch = await changePassword(db, {
      ...base,
      currentPassword: password,
      newPassword: next,
      confirmPassword: `${next}x`,
    });
    expect(mismatch.ok === false && mismatch.fieldErrors.confirmPassword).toBe(passwordChangeMessages.mismatch);
    const done = await changePassword(
      db,
      { ...base, currentPassword: password, newPassword: next, confirmPassword: next },
      { params: fastParams },
    );
    expect(done).toEqual({ ok: true, value: { endedSessions: 2 } });
    expect(await verifyPassword(next, (await findAdminByUsername(db, admin.username))!.passwordHash)).toBe(true);
    const rows = await db.all<{ id_hash: string }>('SELECT id_hash FROM admin_sessions');
    expect(rows.map((row) => row.id_hash)).toEqual([sessions[0]!.idHash]);
    const { entries } = await listAudit(db);
    expect(entries[0]).toMatchObject({ action: 'admin.password_change', after: { endedSessions: 2 } });
    expect(JSON.stringify(entries)).not.toContain(next);
  });
});
