import type { Migration } from '~/platform/db/types';

// Usernames were unique only as typed, so `PROBE-ADMIN` could be invited beside `probe-admin`: two admins the
// audit log and the admins page tell apart only by letter case. Each admin now has the key uniqueness is judged
// by (`usernameKey`: NFKC, then lower case), under a unique index. Stored usernames are ASCII (the username
// schema allows nothing else), for which that key is lower(). Look-alikes already stored keep signing in as
// they are: the oldest keeps the plain key, each later one gets `<key>#<id>` (`#` is in no username), so the index
// can be built and no account is lost; the admins page shows them for a super admin to disable.
const sql = `
ALTER TABLE admins ADD COLUMN username_key TEXT;
UPDATE admins SET username_key = lower(username);
UPDATE admins SET username_key = lower(username) || '#' || id
WHERE EXISTS (
  SELECT 1 FROM admins AS older
  WHERE lower(older.username) = lower(admins.username)
    AND (older.created_at < admins.created_at OR (older.created_at = admins.created_at AND older.id < admins.id))
);
CREATE UNIQUE INDEX admins_username_key_unique ON admins (username_key);
`;

/** Admin usernames unique whatever their letter case and Unicode form. */
export const migration: Migration = { id: '073_admin_username_key', sqlite: sql, postgres: sql };
