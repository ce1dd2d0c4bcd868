import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { type Config, serverConfig } from '~/config.server';
import type { Db } from '~/platform/db/types';
import { emailField } from '~/platform/forms/email';
import { logEvent } from '~/platform/http/log.server';
import { type ScryptParams, hashPassword, passwordProblem } from './password.server';

/** An administrator as the app sees it: never with the password hash (a hash that leaves the module can leak). */
export interface Admin {
  id: string;
  username: string;
  email: string;
  /** A super admin invites, disables and resets other admins; an admin manages the site and itself. */
  role: AdminRole;
  createdAt: string;
  lastLoginAt: string | null;
  /** When a super admin disabled the account; a disabled admin cannot sign in and its sessions are refused. */
  disabledAt: string | null;
}

export type AdminRole = 'super_admin' | 'admin';

interface AdminRow {
  id: string;
  username: string;
  email: string;
  role: string;
  password_hash: string;
  created_at: string;
  last_login_at: string | null;
  disabled_at?: string | null;
}

const toAdmin = (row: AdminRow): Admin => ({
  id: row.id,
  username: row.username,
  email: row.email,
  role: row.role === 'admin' ? 'admin' : 'super_admin',
  createdAt: row.created_at,
  lastLoginAt: row.last_login_at,
  disabledAt: row.disabled_at ?? null,
});

/** Usernames: 3-64 visible characters, no spaces (they appear in logs and the audit log). */
export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'The username must be at least 3 characters long.')
  .max(64, 'The username must be at most 64 characters long.')
  .regex(/^[A-Za-z0-9._@-]+$/, 'The username may contain only letters, digits and . _ @ -');

const invalidEmail = 'The e-mail address is not valid.';
/** An admin's address (the command line and the invitation form): the one address rule, one message. */
export const emailSchema = emailField({ missing: invalidEmail, tooLong: invalidEmail, invalid: invalidEmail });

/** Thrown when an admin cannot be created; the message is meant for the operator. */
export class AdminSetupError extends Error {
  override name = 'AdminSetupError';
}

/**
 * A username as uniqueness sees it: NFKC (full-width and other compatibility forms folded), then lower case, so
 * look-alikes such as `PROBE-ADMIN` and `probe-admin` are one name. Sign-in still matches the username exactly.
 */
export const usernameKey = (username: string) => username.normalize('NFKC').toLowerCase().normalize('NFKC');

/** Why `username` cannot be given to a new admin (an admin has it or a look-alike of it), or undefined. */
export async function usernameTaken(db: Db, username: string): Promise<string | undefined> {
  const row = await db.get<{ username: string }>('SELECT username FROM admins WHERE username_key = ?', [
    usernameKey(username),
  ]);
  if (!row) return undefined;
  return row.username === username
    ? `An admin named "${username}" already exists.`
    : `The username "${username}" is too like the existing admin "${row.username}": usernames must differ by more than letter case.`;
}

/** Creates an admin; refuses a weak password, an invalid username or e-mail, or a taken username. */
export async function createAdmin(
  db: Db,
  input: { username: string; email: string; password: string; role?: AdminRole },
  options: { params?: ScryptParams; now?: Date } = {},
): Promise<Admin> {
  const username = usernameSchema.safeParse(input.username);
  if (!username.success) throw new AdminSetupError(username.error.issues[0]!.message);
  const email = emailSchema.safeParse(input.email.trim());
  if (!email.success) throw new AdminSetupError(email.error.issues[0]!.message);
  const problem = passwordProblem(input.password, { who: 'admin', username: username.data, email: email.data });
  if (problem) throw new AdminSetupError(problem);
  const taken = await usernameTaken(db, username.data);
  if (taken) throw new AdminSetupError(taken);
  const row: AdminRow = {
    id: randomUUID(),
    username: username.data,
    email: email.data,
    role: input.role ?? 'super_admin',
    password_hash: await hashPassword(input.password, options.params),
    created_at: (options.now ?? new Date()).toISOString(),
    last_login_at: null,
  };
  try {
    await db.run(
      'INSERT INTO admins (id, username, username_key, email, role, password_hash, created_at, last_login_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [
        row.id,
        row.username,
        usernameKey(row.username),
        row.email,
        row.role,
        row.password_hash,
        row.created_at,
        row.last_login_at,
      ],
    );
  } catch (error) {
    // The unique index refused a look-alike created meanwhile: the same answer as the check above.
    const takenMeanwhile = await usernameTaken(db, username.data);
    throw takenMeanwhile ? new AdminSetupError(takenMeanwhile) : error;
  }
  logEvent('admin.created', { username: row.username });
  return toAdmin(row);
}

/** The admin with exactly this username (case-sensitive, as the original's exact match), with the hash for verification. */
export async function findAdminByUsername(
  db: Db,
  username: string,
): Promise<(Admin & { passwordHash: string }) | undefined> {
  const row = await db.get<AdminRow>('SELECT * FROM admins WHERE username = ?', [username]);
  return row && { ...toAdmin(row), passwordHash: row.password_hash };
}

export async function findAdminById(db: Db, id: string): Promise<Admin | undefined> {
  const row = await db.get<AdminRow>('SELECT * FROM admins WHERE id = ?', [id]);
  return row && toAdmin(row);
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db.get<{ count: number }>('SELECT COUNT(*) AS count FROM admins');
  return Number(row?.count ?? 0);
}

/** Records a successful sign-in time. */
export async function recordLogin(db: Db, id: string, at: Date = new Date()): Promise<void> {
  await db.run('UPDATE admins SET last_login_at = ? WHERE id = ?', [at.toISOString(), id]);
}

/**
 * Start-up: when no admin exists, creates one from ADMIN_USERNAME / ADMIN_PASSWORD (ADMIN_EMAIL optional).
 * A weak password (see passwordProblem) stops the start with a clear message. With admins present the variables are ignored.
 */
export async function ensureFirstAdmin(
  db: Db,
  firstAdmin: Config['firstAdmin'] = serverConfig().firstAdmin,
  options: { params?: ScryptParams } = {},
): Promise<'created' | 'exists' | 'not-configured'> {
  if ((await countAdmins(db)) > 0) return 'exists';
  if (!firstAdmin) {
    console.warn(
      '[admin] No admin account exists. Set ADMIN_USERNAME and ADMIN_PASSWORD (12+ characters) or run `pnpm admin:create`.',
    );
    return 'not-configured';
  }
  const { username, password } = firstAdmin;
  const email = firstAdmin.email || `${username.replace(/@.*/, '')}@admin.invalid`;
  const problem = passwordProblem(password, { who: 'admin', username, email });
  if (problem) throw new AdminSetupError(`ADMIN_PASSWORD refused: ${problem} No admin account was created.`);
  try {
    await createAdmin(db, { username, email, password }, options);
  } catch (error) {
    // Another instance may have created it at the same moment.
    if ((await countAdmins(db)) > 0) return 'exists';
    throw error;
  }
  return 'created';
}
