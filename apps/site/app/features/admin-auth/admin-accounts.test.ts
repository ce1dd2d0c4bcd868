import { afterAll, describe, expect, it } from 'vitest';
import { setAdminDisabled } from './admin-accounts.server';
import { createAdmin } from '~/platform/auth/admins.server';
import { freshDialects, captureLog, fastParams, randomPassword } from '~/platform/test-support/test-helpers.server';

const dialects = await freshDialects();
captureLog();

describe.each(dialects)('disabling admins on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('keeps one super admin enabled when two disable each other at the same moment', async () => {
    const db = await fresh();
    for (let round = 0; round < 10; round++) {
      const [a, b] = await Promise.all(
        ['a', 'b'].map((name) =>
          createAdmin(
            db,
            { username: `boss-${name}${round}`, email: `${name}${round}@example.com`, password: randomPassword() },
            { params: fastParams },
          ),
        ),
      );
      // Only this round's pair is enabled, so each sees the other as the one that would remain.
      await db.run("UPDATE admins SET disabled_at = '2026-01-01T00:00:00.000Z' WHERE id NOT IN (?, ?)", [a!.id, b!.id]);
      const results = await Promise.all([setAdminDisabled(db, a!, b!.id, true), setAdminDisabled(db, b!, a!.id, true)]);
      expect(
        results.filter((result) => result.ok),
        `round ${round}`,
      ).toHaveLength(1);
      const enabled = await db.get<{ n: number }>(
        "SELECT COUNT(*) AS n FROM admins WHERE role <> 'admin' AND disabled_at IS NULL",
      );
      expect(Number(enabled?.n), `round ${round}`).toBe(1);
    }
  }, 60_000);
});
