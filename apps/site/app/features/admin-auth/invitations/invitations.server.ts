import { createHash, randomBytes } from 'node:crypto';
import { recordAudit } from '~/platform/admin/audit.server';
import type { Db } from '~/platform/db/types';
import type { Result } from '~/platform/result';
import {
  type Admin,
  createAdmin,
  emailSchema,
  usernameKey,
  usernameSchema,
  usernameTaken,
} from '~/platform/auth/admins.server';
import { invitationPath } from '~/platform/admin/paths';
import type { ScryptParams } from '~/platform/auth/password.server';
import { passwordProblem } from '~/platform/auth/password.server';

export const invitationLifetimeMs = 24 * 3_600_000;
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Actor = { id: string; username: string };
type Failure = { reason: 'invalid' | 'conflict' | 'not-found'; message: string };

interface InvitationRow {
  token_hash: string;
  email: string;
  username: string;
  expires_at: string;
  used_at: string | null;
}

/** The e-mail's text: plain, naming who invited and until when the link works. */
export const invitationText = (input: { link: string; inviter: string; expiresAt: string }) =>
  [
    `${input.inviter} invited you to administer the UPM Trading website.`,
    '',
    `Set your password and your second factor here (the link works once, until ${input.expiresAt.slice(0, 16).replace('T', ' ')} UTC):`,
    input.link,
    '',
    'If you did not expect this, ignore this e-mail.',
  ].join('\n');

/**
 * A super admin invites an admin: a random 256-bit token, only its SHA-256 stored, valid 24 hours, single use.
 * The e-mail is queued in the same row (an outbox kind: invitation-email.server.ts). Returns the link, which the inviter
 * sees once when no SMTP server is configured.
 */
export async function inviteAdmin(
  db: Db,
  actor: Actor,
  input: { email: string; username: string; origin: string },
  now: Date = new Date(),
): Promise<Result<{ link: string; expiresAt: string }, Failure>> {
  const email = emailSchema.safeParse(input.email.trim());
  if (!email.success) return { ok: false, reason: 'invalid', message: email.error.issues[0]!.message };
  const username = usernameSchema.safeParse(input.username);
  if (!username.success) return { ok: false, reason: 'invalid', message: username.error.issues[0]!.message };
  const taken = await usernameTaken(db, username.data);
  if (taken) return { ok: false, reason: 'conflict', message: taken };
  // Usernames are ASCII (usernameSchema), for which lower() is the whole of usernameKey.
  const waiting = await db.get<{ username: string }>(
    'SELECT username FROM admin_invitations WHERE lower(username) = ? AND used_at IS NULL AND expires_at > ?',
    [usernameKey(username.data), now.toISOString()],
  );
  if (waiting) {
    return {
      ok: false,
      reason: 'conflict',
      message: `An invitation for "${waiting.username}" is still open: usernames must differ by more than letter case.`,
    };
  }
  const token = randomBytes(32).toString('base64url');
  const link = `${input.origin}${invitationPath}?token=${token}`;
  const expiresAt = new Date(now.getTime() + invitationLifetimeMs).toISOString();
  await db.transaction(async (tx) => {
    await tx.run(
      'INSERT INTO admin_invitations (token_hash, email, username, invited_by, created_at, expires_at, mail_text, next_attempt_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [
        hashToken(token),
        email.data,
        username.data,
        actor.id,
        now.toISOString(),
        expiresAt,
        invitationText({ link, inviter: actor.username, expiresAt }),
        now.toISOString(),
      ],
    );
    await recordAudit(tx, {
      admin: actor,
      action: 'admin.invite',
      entity: 'admin',
      entityId: null,
      before: null,
      after: { email: email.data, username: username.data, expiresAt },
      at: now,
    });
  });
  return { ok: true, value: { link, expiresAt } };
}

/** The open invitation of a token (unused, not expired), or undefined. */
export async function findInvitation(db: Db, token: unknown, now: Date = new Date()) {
  if (typeof token !== 'string' || !tokenPattern.test(token)) return undefined;
  const row = await db.get<InvitationRow>('SELECT * FROM admin_invitations WHERE token_hash = ?', [hashToken(token)]);
  if (!row || row.used_at || Date.parse(row.expires_at) <= now.getTime()) return undefined;
  return { tokenHash: row.token_hash, email: row.email, username: row.username, expiresAt: row.expires_at };
}

/**
 * Accepts an invitation: the invitee's password (the policy applies), a new admin with the role `admin`. The
 * token is spent by a conditional update first, so two tabs cannot both use it.
 */
export async function acceptInvitation(
  db: Db,
  input: { token: unknown; password: string; confirmPassword: string },
  options: { now?: Date; params?: ScryptParams } = {},
): Promise<Result<Admin, Failure>> {
  const now = options.now ?? new Date();
  const invitation = await findInvitation(db, input.token, now);
  if (!invitation) return { ok: false, reason: 'not-found', message: 'This invitation link is no longer valid.' };
  const problem = passwordProblem(input.password, {
    who: 'admin',
    username: invitation.username,
    email: invitation.email,
  });
  if (problem) return { ok: false, reason: 'invalid', message: problem };
  if (input.password !== input.confirmPassword) {
    return { ok: false, reason: 'invalid', message: 'The two passwords do not match.' };
  }
  const spent = await db.run(
    'UPDATE admin_invitations SET used_at = ?, mail_text = NULL WHERE token_hash = ? AND used_at IS NULL',
    [now.toISOString(), invitation.tokenHash],
  );
  if (spent.changes !== 1)
    return { ok: false, reason: 'not-found', message: 'This invitation link is no longer valid.' };
  const admin = await createAdmin(
    db,
    { username: invitation.username, email: invitation.email, password: input.password, role: 'admin' },
    { params: options.params, now },
  ).catch(() => undefined);
  if (!admin) return { ok: false, reason: 'conflict', message: 'That username was taken meanwhile.' };
  await recordAudit(db, {
    admin,
    action: 'admin.invite_accept',
    entity: 'admin',
    entityId: admin.id,
    before: null,
    after: { username: admin.username, role: admin.role },
    at: now,
  });
  return { ok: true, value: admin };
}
