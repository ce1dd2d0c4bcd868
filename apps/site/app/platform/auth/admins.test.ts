import { readConfig } from '~/config.server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  AdminSetupError,
  countAdmins,
  createAdmin,
  ensureFirstAdmin,
  findAdminByUsername,
  recordLogin,
} from './admins.server';
import { verifyPassword } from './password.server';
import { freshDialects, captureLog, fastParams, randomPassword } from '~/platform/test-support/test-helpers.server';

const dialects = await freshDialects();
captureLog();

// Weak example passwords (ASVS 5.0 §6.2), for the username sec-admin, with the message each gets.
const weakPasswords = [
  ['aaaaaaaaaaaaaaa', 'The admin password must not be a short sequence repeated (like "abcabcabcabc").'],
  ['1qaz2wsx3edc4rfv', 'This password is one of the most commonly used passwords; choose another.'],
  [' '.repeat(15), 'The admin password cannot be made of spaces only.'],
  ['sec-adminsec-admin', 'The admin password must not contain the username.'],
] as const;

describe.each(dialects)('admin accounts on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('creates an admin with role super_admin and a scrypt hash, and never returns the hash', async () => {
    const db = await fresh();
    const password = randomPassword();
    const admin = await createAdmin(
      db,
      { username: 'alice', email: 'alice@example.com', password },
      { params: fastParams },
    );
    expect(admin).toMatchObject({
      username: 'alice',
      email: 'alice@example.com',
      role: 'super_admin',
      lastLoginAt: null,
    });
    expect(admin).not.toHaveProperty('passwordHash');
    const stored = await findAdminByUsername(db, 'alice');
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(stored?.passwordHash).not.toContain(password);
    expect(await verifyPassword(password, stored!.passwordHash)).toBe(true);
  });

  it('matches usernames exactly and records the last sign-in', async () => {
    const db = await fresh();
    const admin = await createAdmin(
      db,
      { username: 'Bob', email: 'bob@example.com', password: randomPassword() },
      { params: fastParams },
    );
    expect(await findAdminByUsername(db, 'bob')).toBeUndefined();
    await recordLogin(db, admin.id, new Date('2026-01-02T03:04:05.000Z'));
    expect((await findAdminByUsername(db, 'Bob'))?.lastLoginAt).toBe('2026-01-02T03:04:05.000Z');
  });

  it('refuses weak passwords, bad usernames or e-mails and duplicates with clear messages', async () => {
    const db = await fresh();
    await expect(createAdmin(db, { username: 'carol', email: 'c@example.com', password: 'short' })).rejects.toThrow(
      /at least 15 characters/,
    );
    await expect(
      createAdmin(db, { username: 'has space', email: 'c@example.com', password: randomPassword() }),
    ).rejects.toThrow(AdminSetupError);
    await expect(createAdmin(db, { username: 'carol', email: 'nope', password: randomPassword() })).rejects.toThrow(
      /e-mail/,
    );
    await createAdmin(
      db,
      { username: 'carol', email: 'c@example.com', password: randomPassword() },
      { params: fastParams },
    );
    await expect(
      createAdmin(
        db,
        { username: 'carol', email: 'c@example.com', password: randomPassword() },
        { params: fastParams },
      ),
    ).rejects.toThrow(/already exists/);
  });

  it('creates the first admin from ADMIN_USERNAME and ADMIN_PASSWORD only when none exists', async () => {
    const db = await fresh();
    const password = randomPassword();
    const env = { ADMIN_USERNAME: 'root-admin', ADMIN_PASSWORD: password, ADMIN_EMAIL: 'ops@example.com' };
    expect(await ensureFirstAdmin(db, readConfig(env).firstAdmin, { params: fastParams })).toBe('created');
    const admin = await findAdminByUsername(db, 'root-admin');
    expect(admin?.email).toBe('ops@example.com');
    expect(await verifyPassword(password, admin!.passwordHash)).toBe(true);
    expect(
      await ensureFirstAdmin(db, readConfig({ ADMIN_USERNAME: 'other', ADMIN_PASSWORD: randomPassword() }).firstAdmin),
    ).toBe('exists');
    expect(await countAdmins(db)).toBe(1);
  });

  it('refuses a first-admin password under 15 characters, creating nothing', async () => {
    const db = await fresh();
    await expect(
      ensureFirstAdmin(db, readConfig({ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'admin123' }).firstAdmin),
    ).rejects.toThrow(/ADMIN_PASSWORD refused: The admin password must be at least 15 characters long/);
    expect(await countAdmins(db)).toBe(0);
  });

  it('refuses the weak example passwords in createAdmin (admin:create) and at start-up, creating nothing', async () => {
    const db = await fresh();
    for (const [password, message] of weakPasswords) {
      const created = createAdmin(
        db,
        { username: 'sec-admin', email: 'ops@example.com', password },
        { params: fastParams },
      );
      await expect(created).rejects.toThrow(AdminSetupError);
      await expect(created).rejects.toThrow(message);
      const env = { ADMIN_USERNAME: 'sec-admin', ADMIN_PASSWORD: password };
      await expect(ensureFirstAdmin(db, readConfig(env).firstAdmin, { params: fastParams })).rejects.toThrow(
        `ADMIN_PASSWORD refused: ${message} No admin account was created.`,
      );
    }
    expect(await countAdmins(db)).toBe(0);
    const env = { ADMIN_USERNAME: 'sec-admin', ADMIN_PASSWORD: randomPassword() };
    expect(await ensureFirstAdmin(db, readConfig(env).firstAdmin, { params: fastParams })).toBe('created');
  });

  it('warns, without failing, when no admin exists and none is configured', async () => {
    const db = await fresh();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await ensureFirstAdmin(db, readConfig({}).firstAdmin)).toBe('not-configured');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/admin:create/));
    warn.mockRestore();
  });
});
