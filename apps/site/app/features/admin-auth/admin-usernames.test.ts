import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '~/platform/db/migrate.server';
import { migrations } from '~/platform/db/migrations/index.server';
import { AdminSetupError, createAdmin, findAdminByUsername, usernameKey } from '~/platform/auth/admins.server';
import { inviteAdmin } from './invitations/invitations.server';
import { freshDialects, captureLog, fastParams, randomPassword } from '~/platform/test-support/test-helpers.server';

const dialects = await freshDialects();
captureLog();
const origin = 'https://upm.example';

describe('usernameKey', () => {
  it('folds letter case and Unicode compatibility forms into one name', () => {
    expect(usernameKey('PROBE-ADMIN')).toBe('probe-admin');
    expect(usernameKey('ｐｒｏｂｅ－ａｄｍｉｎ')).toBe('probe-admin');
    expect(usernameKey('Ⅸ')).toBe(usernameKey('ix'));
  });
});

describe.each(dialects)('look-alike admin usernames on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);
  const setup = async () => {
    const db = await fresh();
    const owner = await createAdmin(
      db,
      { username: 'probe-admin', email: 'p@example.com', password: randomPassword() },
      { params: fastParams },
    );
    return { db, owner };
  };

  it('refuses to create or invite a username that differs from an admin’s only in letter case', async () => {
    const { db, owner } = await setup();
    const lookAlike = 'The username "PROBE-ADMIN" is too like the existing admin "probe-admin"';
    await expect(
      createAdmin(
        db,
        { username: 'PROBE-ADMIN', email: 'q@example.com', password: randomPassword() },
        { params: fastParams },
      ),
    ).rejects.toThrow(new AdminSetupError(`${lookAlike}: usernames must differ by more than letter case.`));
    expect(await inviteAdmin(db, owner, { email: 'q@example.com', username: 'PROBE-ADMIN', origin })).toMatchObject({
      ok: false,
      reason: 'conflict',
      message: expect.stringContaining(lookAlike),
    });
    expect(await inviteAdmin(db, owner, { email: 'r@example.com', username: 'Helper', origin })).toMatchObject({
      ok: true,
    });
    expect(await inviteAdmin(db, owner, { email: 's@example.com', username: 'HELPER', origin })).toMatchObject({
      ok: false,
      reason: 'conflict',
    });
  });

  it('holds under parallel creation: one of two look-alikes created at once is refused', async () => {
    const { db } = await setup();
    const results = await Promise.allSettled(
      ['Twin', 'TWIN'].map((username) =>
        createAdmin(db, { username, email: 't@example.com', password: randomPassword() }, { params: fastParams }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')?.reason).toBeInstanceOf(AdminSetupError);
  });

  it('migrates look-alikes already stored without losing either, the later one set apart', async () => {
    const { db, owner } = await setup();
    // Back to the schema before the key, with a look-alike stored as the old code allowed.
    await db.exec('DROP INDEX admins_username_key_unique');
    await db.exec('ALTER TABLE admins DROP COLUMN username_key');
    await db.run('DELETE FROM schema_migrations WHERE id = ?', ['073_admin_username_key']);
    await db.run(
      "INSERT INTO admins (id, username, email, role, password_hash, created_at) VALUES ('later', 'PROBE-ADMIN', 'x@example.com', 'admin', 'x', '2099-01-01T00:00:00.000Z')",
    );
    expect(await migrate(db, migrations)).toEqual(['073_admin_username_key']);
    const keys = await db.all<{ id: string; username_key: string }>('SELECT id, username_key FROM admins ORDER BY id');
    expect(keys).toEqual(
      [
        { id: owner.id, username_key: 'probe-admin' },
        { id: 'later', username_key: 'probe-admin#later' },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(await findAdminByUsername(db, 'PROBE-ADMIN')).toMatchObject({ id: 'later' });
  });
});
