import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '~/platform/db/types';
import type { Result } from '~/platform/result';
import { type ScryptParams, hashPassword, passwordProblem, verifyPassword } from '~/platform/auth/password.server';
import { endCustomerSessions } from '~/platform/auth/customer-session.server';
import {
  type ThrottleSettings,
  attemptFailed,
  attemptSucceeded,
  reserveAttempt,
  throttleMessage,
  throttleSettings,
} from '~/platform/auth/throttle.server';
import { addressGroup } from '~/platform/http/address-group.server';
import type { CustomerDataPart } from '~/platform/customer-data/customer-data.server';
import { emailField } from '~/platform/forms/email';
import { bump } from '~/platform/data-version/data-version.server';
import { customerPasskeyTables, passkeyStore } from '~/platform/auth/webauthn/passkey-store.server';
import { originPlaceholder, queueAccountEmail } from './account-emails.server';
import { accountPaths } from './account-paths';

/*
 * The account page's rules, over the database. Every credential change (address, password, passkeys, sessions
 * ended, deletion) queues a notice in the same transaction, so a change and its e-mail happen together or not.
 */

export type AccountFailure = {
  reason: 'invalid' | 'not-found' | 'conflict' | 'rate-limited';
  field?: string;
  message: string;
};

/** How long the link sent to a new address works. */
export const emailChangeLifetimeMs = 60 * 60_000;
/** E-mail change requests an account may make in an hour: each sends an e-mail to an address it chose. */
export const emailChangesPerHour = 5;
const emailChangeSubjects = ['Confirm your new e-mail address', 'Someone tried to move an account to this address'];

/** How long a verification link the team resends works. */
export const verifyLinkLifetimeMs = 24 * 3_600_000;

const passkeys = passkeyStore(customerPasskeyTables);

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const nowIso = (now: Date) => now.toISOString();
const fail = (reason: AccountFailure['reason'], message: string, field?: string): { ok: false } & AccountFailure => ({
  ok: false,
  reason,
  message,
  ...(field ? { field } : {}),
});

const invalidEmail = 'Enter an e-mail address like name@example.com.';
const emailSchema = emailField({
  missing: 'Enter the new e-mail address.',
  tooLong: invalidEmail,
  invalid: invalidEmail,
});

interface AccountRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
  last_login_at: string | null;
  email_verified_at: string | null;
}

/** The account's row, unless it was deleted (the account page, its changes and its export read it). */
export const accountRow = (db: Db, customerId: string) =>
  db.get<AccountRow>(
    `SELECT id, email, name, password_hash, created_at, updated_at, last_login_at, email_verified_at
     FROM customers WHERE id = ? AND deleted_at IS NULL`,
    [customerId],
  );

/** A session as the account page lists it: `handle` names it in a form without being its key. */
export interface SessionView {
  handle: string;
  current: boolean;
  userAgent: string | null;
  createdAt: string;
  lastSeenAt: string;
}

/** A webinar registration made with the account's address. */
export interface WebinarRegistrationView {
  webinarTitle: string;
  startsAt: string;
  status: string;
  registeredAt: string;
}

/** The short public name of a session row: a hash of its key, so the page never shows the key itself. */
const sessionHandle = (idHash: string) => sha256(`session:${idHash}`).slice(0, 32);

export async function listSessions(db: Db, customerId: string, currentIdHash?: string): Promise<SessionView[]> {
  const rows = await db.all<{ id_hash: string; user_agent: string | null; created_at: string; last_seen_at: string }>(
    'SELECT id_hash, user_agent, created_at, last_seen_at FROM customer_sessions WHERE customer_id = ? ORDER BY last_seen_at DESC, created_at DESC',
    [customerId],
  );
  // This browser's session first, then the others by when they were last seen.
  const ordered = [...rows].sort((a, b) => Number(b.id_hash === currentIdHash) - Number(a.id_hash === currentIdHash));
  return ordered.map((row) => ({
    handle: sessionHandle(row.id_hash),
    current: row.id_hash === currentIdHash,
    userAgent: row.user_agent,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
  }));
}

export async function webinarRegistrations(db: Db, email: string): Promise<WebinarRegistrationView[]> {
  const rows = await db.all<{ title: string; starts_at: string; status: string; created_at: string }>(
    `SELECT w.title, w.starts_at, w.status, r.created_at FROM webinar_registrations r
     JOIN webinars w ON w.id = r.webinar_id WHERE LOWER(r.email) = ? ORDER BY w.starts_at DESC`,
    [email.toLowerCase()],
  );
  return rows.map((row) => ({
    webinarTitle: row.title,
    startsAt: row.starts_at,
    status: row.status,
    registeredAt: row.created_at,
  }));
}

/** The address change waiting for its link to be followed, if any (the newest asked for). */
export const pendingEmailChange = (db: Db, customerId: string, now = new Date()) =>
  db.get<{ email: string; expires_at: string }>(
    `SELECT email, expires_at FROM customer_email_tokens
     WHERE customer_id = ? AND purpose = 'change' AND used_at IS NULL AND expires_at > ? ORDER BY created_at DESC LIMIT 1`,
    [customerId, nowIso(now)],
  );

/** Everything the account page shows. */
export async function loadAccount(db: Db, customerId: string, currentIdHash: string) {
  const row = await accountRow(db, customerId);
  if (!row) return undefined;
  const pending = await pendingEmailChange(db, customerId);
  return {
    name: row.name,
    email: row.email,
    createdAt: row.created_at,
    hasPassword: row.password_hash !== '',
    pendingEmail: pending?.email ?? null,
    passkeys: await passkeys.list(db, customerId),
    sessions: await listSessions(db, customerId, currentIdHash),
    webinarRegistrations: await webinarRegistrations(db, row.email),
  };
}

export type AccountView = NonNullable<Awaited<ReturnType<typeof loadAccount>>>;

const notice = (name: string, lines: string[]) =>
  [
    `Hello${name ? ` ${name}` : ''},`,
    '',
    ...lines,
    '',
    `Your account: ${originPlaceholder}${accountPaths.account}`,
    '',
    'UPM Trading',
  ].join('\n');

const notMe = 'If this was not you, reset your password from the sign-in page at once and check your account.';

/** Tells the account's address of a change to how it signs in, and what to do if the change was not theirs. */
const tellOwner = (
  db: Db,
  row: { id: string; email: string; name: string },
  subject: string,
  change: string,
  now: Date,
) =>
  queueAccountEmail(db, { customerId: row.id, to: row.email, subject, text: notice(row.name, [change, notMe]) }, now);

export async function changeName(
  db: Db,
  customerId: string,
  rawName: string,
  now = new Date(),
): Promise<Result<string, AccountFailure>> {
  const name = rawName.trim();
  if (!name) return fail('invalid', 'Enter your name.', 'name');
  if ([...name].length > 100) return fail('invalid', 'Your name must be at most 100 characters long.', 'name');
  const changed = await db.run('UPDATE customers SET name = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL', [
    name,
    nowIso(now),
    customerId,
  ]);
  return changed.changes === 1 ? { ok: true, value: name } : fail('not-found', 'The account no longer exists.');
}

/**
 * Sends a link to the new address; the address changes only when it is opened. An address that already belongs
 * to an account gets a note instead of a link, and the page says the same either way: the page must not tell a
 * signed-in visitor which addresses have accounts.
 */
export async function requestEmailChange(
  db: Db,
  customerId: string,
  rawEmail: string,
  now = new Date(),
): Promise<Result<{ email: string }, AccountFailure>> {
  const parsed = emailSchema.safeParse(rawEmail.trim().toLowerCase());
  if (!parsed.success) return fail('invalid', parsed.error.issues[0]?.message ?? invalidEmail, 'email');
  const email = parsed.data;
  return db.transaction(async (tx) => {
    const row = await accountRow(tx, customerId);
    if (!row) return fail('not-found', 'The account no longer exists.');
    if (row.email === email) return fail('invalid', 'This is already your e-mail address.', 'email');
    const recent = await tx.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM customer_emails
       WHERE customer_id = ? AND kind = 'account' AND created_at > ? AND subject IN (?, ?)`,
      [customerId, new Date(now.getTime() - 3_600_000).toISOString(), ...emailChangeSubjects],
    );
    if (Number(recent?.n ?? 0) >= emailChangesPerHour) {
      return fail(
        'rate-limited',
        'You have asked for several address changes in the last hour; try again later.',
        'email',
      );
    }
    await tx.run("DELETE FROM customer_email_tokens WHERE customer_id = ? AND purpose = 'change'", [customerId]);
    const taken = await tx.get('SELECT 1 AS taken FROM customers WHERE email = ?', [email]);
    if (taken) {
      await queueAccountEmail(
        tx,
        {
          customerId,
          to: email,
          subject: emailChangeSubjects[1]!,
          text: notice('', [
            'Someone signed in to a UPM Trading account asked to use this e-mail address for it. This address',
            'already has its own account, so nothing was changed. You need not do anything.',
          ]),
        },
        now,
      );
      return { ok: true, value: { email } };
    }
    const token = randomBytes(32).toString('base64url');
    await tx.run(
      `INSERT INTO customer_email_tokens (token_hash, customer_id, purpose, email, created_at, expires_at)
       VALUES (?, ?, 'change', ?, ?, ?)`,
      [sha256(token), customerId, email, nowIso(now), new Date(now.getTime() + emailChangeLifetimeMs).toISOString()],
    );
    await queueAccountEmail(
      tx,
      {
        customerId,
        to: email,
        subject: emailChangeSubjects[0]!,
        text: notice(row.name, [
          'Open this link to use this address for your UPM Trading account (it works once, for one hour):',
          `${originPlaceholder}${accountPaths.confirmEmail}?token=${token}`,
          '',
          'If you did not ask for this, ignore this e-mail: nothing changes.',
        ]),
      },
      now,
    );
    return { ok: true, value: { email } };
  });
}

/** Creates a verification link for the account's own address (the admin's "resend verification"). */
export async function queueVerification(
  db: Db,
  customerId: string,
  now = new Date(),
): Promise<Result<string, AccountFailure>> {
  const row = await accountRow(db, customerId);
  if (!row) return fail('not-found', 'The account no longer exists.');
  if (row.email_verified_at) return fail('conflict', 'This address is already verified.');
  const token = randomBytes(32).toString('base64url');
  await db.run("DELETE FROM customer_email_tokens WHERE customer_id = ? AND purpose = 'verify'", [customerId]);
  await db.run(
    `INSERT INTO customer_email_tokens (token_hash, customer_id, purpose, email, created_at, expires_at)
     VALUES (?, ?, 'verify', ?, ?, ?)`,
    [sha256(token), customerId, row.email, nowIso(now), new Date(now.getTime() + verifyLinkLifetimeMs).toISOString()],
  );
  await queueAccountEmail(
    db,
    {
      customerId,
      to: row.email,
      subject: 'Confirm your e-mail address',
      text: notice(row.name, [
        'Open this link to confirm the e-mail address of your UPM Trading account (it works once, for 24 hours):',
        `${originPlaceholder}${accountPaths.confirmEmail}?token=${token}`,
      ]),
    },
    now,
  );
  return { ok: true, value: row.email };
}

/** What a link's token is for, before it is used (the confirmation page shows it). */
export async function peekEmailToken(db: Db, token: string, now = new Date()) {
  const row = await db.get<{ purpose: 'change' | 'verify'; email: string }>(
    'SELECT purpose, email FROM customer_email_tokens WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
    [sha256(token), nowIso(now)],
  );
  return row;
}

/**
 * Uses a link: once, before it expires. A change moves the account to the new address (unless another account
 * took it meanwhile) and tells the old address; a verification marks the address verified if it is still the
 * account's.
 */
export async function confirmEmailToken(
  db: Db,
  token: string,
  /** Every feature's customer data: each moves what it sends to the account's address (addressChanged). */
  parts: readonly CustomerDataPart[],
  now = new Date(),
): Promise<Result<{ purpose: 'change' | 'verify'; email: string }, AccountFailure>> {
  const expired = 'This link has expired or has already been used. Ask for a new one from your account page.';
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return fail('not-found', expired);
  return db.transaction(async (tx) => {
    const spent = await tx.run(
      'UPDATE customer_email_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
      [nowIso(now), sha256(token), nowIso(now)],
    );
    if (spent.changes !== 1) return fail('not-found', expired);
    const link = await tx.get<{ customer_id: string; purpose: 'change' | 'verify'; email: string }>(
      'SELECT customer_id, purpose, email FROM customer_email_tokens WHERE token_hash = ?',
      [sha256(token)],
    );
    const row = link && (await accountRow(tx, link.customer_id));
    if (!link || !row) return fail('not-found', expired);
    if (link.purpose === 'verify') {
      if (row.email !== link.email) return fail('not-found', expired);
      await tx.run(
        'UPDATE customers SET email_verified_at = COALESCE(email_verified_at, ?), updated_at = ? WHERE id = ?',
        [nowIso(now), nowIso(now), row.id],
      );
      return { ok: true, value: { purpose: 'verify' as const, email: row.email } };
    }
    if (await tx.get('SELECT 1 AS taken FROM customers WHERE email = ?', [link.email])) {
      return fail('conflict', 'This address now belongs to another account; nothing was changed.');
    }
    await tx.run('UPDATE customers SET email = ?, email_verified_at = ?, updated_at = ? WHERE id = ?', [
      link.email,
      nowIso(now),
      nowIso(now),
      row.id,
    ]);
    for (const part of parts) await part.addressChanged?.(tx, row.id, link.email);
    await tellOwner(
      tx,
      row,
      'Your e-mail address was changed',
      `The e-mail address of your UPM Trading account is now ${link.email}.`,
      now,
    );
    return { ok: true, value: { purpose: 'change' as const, email: link.email } };
  });
}

const reauthKey = (customerId: string, ip: string) => ({
  username: `customer-reauth:${customerId}`,
  ip: `customer-reauth:${addressGroup(ip)}`,
});

/**
 * Checks the account's current password, throttled like a sign-in (a stolen session must not become a way to
 * guess the password). An account without a password never passes.
 */
export async function checkCurrentPassword(
  db: Db,
  customerId: string,
  password: string,
  ip: string,
  options: { now?: Date; settings?: ThrottleSettings } = {},
): Promise<Result<AccountRow, AccountFailure>> {
  const now = options.now ?? new Date();
  const settings = options.settings ?? throttleSettings();
  const row = await accountRow(db, customerId);
  if (!row) return fail('not-found', 'The account no longer exists.');
  if (!row.password_hash) return fail('invalid', 'This account has no password.', 'currentPassword');
  const reservation = await reserveAttempt(db, reauthKey(customerId, ip), now, settings);
  if (!reservation.allowed) return fail('rate-limited', throttleMessage(reservation.retryAfterMs), 'currentPassword');
  if (!password || !(await verifyPassword(password, row.password_hash))) {
    await attemptFailed(db, reservation.attempt, now, settings);
    return fail('invalid', 'The current password is not right.', 'currentPassword');
  }
  await attemptSucceeded(db, reservation.attempt);
  return { ok: true, value: row };
}

/**
 * Changes the password: the current one is required (an account without one, made with a passkey, sets its first
 * one), the new one follows the site's policy, every other session and every API token ends, and a notice goes
 * to the address.
 */
export async function changePassword(
  db: Db,
  session: { customerId: string; idHash: string },
  input: { currentPassword: string; newPassword: string; ip: string },
  options: { now?: Date; params?: ScryptParams; settings?: ThrottleSettings } = {},
): Promise<Result<{ endedSessions: number }, AccountFailure>> {
  const now = options.now ?? new Date();
  const row = await accountRow(db, session.customerId);
  if (!row) return fail('not-found', 'The account no longer exists.');
  if (row.password_hash) {
    const checked = await checkCurrentPassword(db, session.customerId, input.currentPassword, input.ip, options);
    if (!checked.ok) return checked;
  }
  // With a passkey beside it, the password policy asks fewer characters (the policy reads `hasPasskey`).
  const policy = { who: 'customer' as const, email: row.email, hasPasskey: (await passkeys.count(db, row.id)) > 0 };
  const problem = passwordProblem(input.newPassword, policy);
  if (problem) return fail('invalid', problem, 'newPassword');
  const hash = await hashPassword(input.newPassword, options.params);
  return db.transaction(async (tx) => {
    await tx.run('UPDATE customers SET password_hash = ?, updated_at = ? WHERE id = ?', [hash, nowIso(now), row.id]);
    const endedSessions = await endCustomerSessions(tx, row.id, { except: session.idHash });
    await tx.run('UPDATE customer_tokens SET revoked_at = ? WHERE customer_id = ? AND revoked_at IS NULL', [
      nowIso(now),
      row.id,
    ]);
    await tellOwner(
      tx,
      row,
      'Your password was changed',
      `The password of your UPM Trading account was changed; ${endedSessions === 1 ? 'one other session was' : `${endedSessions} other sessions were`} signed out.`,
      now,
    );
    return { ok: true, value: { endedSessions } };
  });
}

async function sessionsNotice(db: Db, customerId: string, count: number, now: Date) {
  const row = await accountRow(db, customerId);
  if (!row || count === 0) return;
  await tellOwner(
    db,
    row,
    'Sessions of your account were signed out',
    `${count === 1 ? 'One session' : `${count} sessions`} of your UPM Trading account ${count === 1 ? 'was' : 'were'} signed out from the account page.`,
    now,
  );
}

/** Signs out one session of the account, named by its handle (not this browser's: that is "Sign out"). */
export async function endSession(db: Db, customerId: string, handle: string, currentIdHash: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const rows = await tx.all<{ id_hash: string }>('SELECT id_hash FROM customer_sessions WHERE customer_id = ?', [
      customerId,
    ]);
    const target = rows.find((row) => sessionHandle(row.id_hash) === handle && row.id_hash !== currentIdHash);
    if (!target) return false;
    await tx.run('DELETE FROM customer_sessions WHERE id_hash = ? AND customer_id = ?', [target.id_hash, customerId]);
    await sessionsNotice(tx, customerId, 1, now);
    return true;
  });
}

/** Signs out every session of the account but this browser's; returns how many ended. */
export async function endOtherSessions(db: Db, customerId: string, currentIdHash: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const ended = await endCustomerSessions(tx, customerId, { except: currentIdHash });
    await sessionsNotice(tx, customerId, ended, now);
    return ended;
  });
}

const passkeyName = (raw: string): Result<string, AccountFailure> => {
  const name = raw.trim();
  if (!name) return fail('invalid', 'Give the passkey a name, like "Work laptop".', 'passkeyName');
  if ([...name].length > 64) return fail('invalid', 'The name must be at most 64 characters long.', 'passkeyName');
  return { ok: true, value: name };
};

export { passkeyName as checkPasskeyName };

export async function renamePasskey(
  db: Db,
  customerId: string,
  id: string,
  raw: string,
): Promise<Result<string, AccountFailure>> {
  const name = passkeyName(raw);
  if (!name.ok) return name;
  return (await passkeys.rename(db, customerId, id, name.value))
    ? name
    : fail('not-found', 'That passkey is no longer on your account.');
}

/** Removes a passkey, unless it is the only way in (no password and no other passkey). */
export async function removePasskey(
  db: Db,
  customerId: string,
  id: string,
  now = new Date(),
): Promise<Result<string, AccountFailure>> {
  return db.transaction(async (tx) => {
    const row = await accountRow(tx, customerId);
    const keys = await passkeys.list(tx, customerId);
    const key = keys.find((item) => item.id === id);
    if (!row || !key) return fail('not-found', 'That passkey is no longer on your account.');
    if (!row.password_hash && keys.length === 1) {
      return fail('conflict', 'This passkey is your only way to sign in: set a password or add another passkey first.');
    }
    await passkeys.remove(tx, customerId, id);
    await tellOwner(
      tx,
      row,
      'A passkey was removed from your account',
      `The passkey "${key.name}" was removed from your UPM Trading account.`,
      now,
    );
    return { ok: true, value: key.name };
  });
}

/** The notice after a passkey was added (the ceremony itself is the platform's). */
export async function passkeyAddedNotice(db: Db, customerId: string, name: string, now = new Date()) {
  const row = await accountRow(db, customerId);
  if (!row) return;
  await tellOwner(
    db,
    row,
    'A passkey was added to your account',
    `The passkey "${name}" was added to your UPM Trading account.`,
    now,
  );
}

/** Marks a sign-in (with a passkey here; the password sign-in marks its own). */
export async function markSignedIn(db: Db, customerId: string, now = new Date()) {
  await db.run('UPDATE customers SET last_login_at = ? WHERE id = ?', [nowIso(now), customerId]);
}

/**
 * Deletes an account at once, for everything but the purge: it can no longer sign in (deleted_at), every session,
 * API token, link and challenge is gone, and the address gets a last notice. The personal data stays until the
 * purge (purge.server.ts) removes it, a grace period later.
 */
export async function deleteAccount(db: Db, customerId: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await accountRow(tx, customerId);
    if (!row) return false;
    await tx.run('UPDATE customers SET deleted_at = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL', [
      nowIso(now),
      nowIso(now),
      customerId,
    ]);
    await endCustomerSessions(tx, customerId);
    await tx.run('DELETE FROM customer_tokens WHERE customer_id = ?', [customerId]);
    await tx.run('DELETE FROM customer_email_tokens WHERE customer_id = ?', [customerId]);
    await tx.run('DELETE FROM customer_webauthn_challenges WHERE customer_id = ?', [customerId]);
    await tx.run('DELETE FROM customer_emails WHERE customer_id = ? AND delivered_at IS NULL', [customerId]);
    await queueAccountEmail(
      tx,
      {
        customerId,
        to: row.email,
        subject: 'Your account was deleted',
        text: [
          `Hello${row.name ? ` ${row.name}` : ''},`,
          '',
          'Your UPM Trading account was deleted: it can no longer be signed in to, and its personal data will be',
          'erased within 30 days. If this was not you, reply to this e-mail at once.',
          '',
          'UPM Trading',
        ].join('\n'),
      },
      now,
    );
    return true;
  });
}

/** Erases the webinar registrations made with an address (the purge; they hold the same person's name and address). */
export async function eraseWebinarRegistrations(db: Db, email: string) {
  const erased = await db.run('DELETE FROM webinar_registrations WHERE LOWER(email) = ?', [email.toLowerCase()]);
  if (erased.changes > 0) await bump(db, 'webinars');
}
