import {
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { addressGroup } from '~/platform/http/address-group.server';
import { hashClientIp } from '~/platform/http/ip-hash.server';
import type { Db } from '~/platform/db/types';
import {
  countPasskeys,
  findCredential,
  listPasskeys,
  markPasskeyUsed,
  maxPasskeysPerAdmin,
  savePasskey,
} from './passkeys.server';

/** Who the passkeys belong to: the site's host (from SITE_URL when set) and its origin. */
export interface RelyingParty {
  rpID: string;
  origin: string;
  rpName: string;
}

export const challengeLifetimeMs = 5 * 60_000;

/** The relying party of a request: SITE_URL's origin when configured (behind a proxy), else the request's own. */
export function relyingParty(request: Request, siteOrigin: string | undefined): RelyingParty {
  const origin = siteOrigin ?? new URL(request.url).origin;
  return { rpID: new URL(origin).hostname, origin, rpName: 'UPM Trading admin' };
}

/**
 * Passkey sign-in challenges handed out to nobody in particular (anyone may ask, before anyone is known) that
 * may be outstanding at once: per address group (an IPv6 /64 counts as one address), and in all. Far above
 * what a person clicking "Use a passkey" needs in 5 minutes; far below what fills a disk.
 */
export const anonymousChallengeLimits = { perAddress: 10, total: 1_000 };

const purgeExpired = (db: Db, now: Date) =>
  db.run('DELETE FROM admin_webauthn_challenges WHERE expires_at < ?', [now.toISOString()]);

async function keepChallenge(
  db: Db,
  challenge: string,
  purpose: string,
  adminId: string | null,
  now: Date,
  addressHash: string | null = null,
) {
  await purgeExpired(db, now);
  await db.run(
    'INSERT INTO admin_webauthn_challenges (challenge, admin_id, purpose, expires_at, address_hash) VALUES (?, ?, ?, ?, ?)',
    [challenge, adminId, purpose, new Date(now.getTime() + challengeLifetimeMs).toISOString(), addressHash],
  );
}

const outstanding = async (db: Db, where: string, params: unknown[], now: Date) =>
  Number(
    (
      await db.get<{ n: number }>(
        `SELECT COUNT(*) AS n FROM admin_webauthn_challenges WHERE purpose = 'sign-in' AND expires_at > ? ${where}`,
        [now.toISOString(), ...params],
      )
    )?.n ?? 0,
  );

/**
 * Keeps an anonymous sign-in challenge unless its address group, or everyone together, already holds the most
 * allowed. Inserted first and counted after, with itself included (as the sign-in throttle does): of parallel
 * requests the k-th to commit sees at least k rows, so no burst gets past a limit; one refused is removed again.
 */
async function keepAnonymousChallenge(db: Db, challenge: string, address: string, now: Date): Promise<boolean> {
  const addressHash = await hashClientIp(db, addressGroup(address));
  await keepChallenge(db, challenge, 'sign-in', null, now, addressHash);
  const limits = anonymousChallengeLimits;
  const kept =
    (await outstanding(db, 'AND address_hash = ?', [addressHash], now)) <= limits.perAddress &&
    (await outstanding(db, '', [], now)) <= limits.total;
  if (!kept) await db.run('DELETE FROM admin_webauthn_challenges WHERE challenge = ?', [challenge]);
  return kept;
}

/**
 * Spends a challenge issued for `purpose` (and `adminId`, or no admin when null): true once, never twice. The
 * admin condition is written per case: PostgreSQL cannot type a parameter that is only compared with NULL.
 */
async function spendChallenge(db: Db, challenge: string, purpose: string, adminId: string | null, now: Date) {
  const [adminCondition, adminParams] = adminId === null ? ['admin_id IS NULL', []] : ['admin_id = ?', [adminId]];
  const spent = await db.run(
    `DELETE FROM admin_webauthn_challenges WHERE challenge = ? AND purpose = ? AND expires_at > ? AND ${adminCondition}`,
    [challenge, purpose, now.toISOString(), ...adminParams],
  );
  return spent.changes === 1;
}

/**
 * Runs a SimpleWebAuthn verification with a challenge check against the database. The library rejects an
 * answer that does not verify by throwing, which means "not verified" (undefined); an error of the challenge
 * check itself (the database) is rethrown, to be logged and answered as a server error rather than passing
 * for a wrong answer.
 */
async function verifyWith<T>(
  spend: (challenge: string) => Promise<boolean>,
  verification: (expectedChallenge: (challenge: string) => Promise<boolean>) => Promise<T>,
): Promise<T | undefined> {
  let failure: { error: unknown } | undefined;
  const expectedChallenge = (challenge: string) =>
    spend(challenge).catch((error: unknown) => {
      failure = { error };
      throw error;
    });
  const result = await verification(expectedChallenge).catch(() => undefined);
  if (failure) throw failure.error;
  return result;
}

/** Options for registering a new passkey; refused past the per-admin limit. */
export async function registrationOptions(
  db: Db,
  admin: { id: string; username: string },
  rp: RelyingParty,
  now: Date = new Date(),
) {
  if ((await countPasskeys(db, admin.id)) >= maxPasskeysPerAdmin) return undefined;
  const existing = await listPasskeys(db, admin.id);
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: admin.username,
    userID: new TextEncoder().encode(admin.id),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.credentialId })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  // One registration at a time per admin: a new one replaces the last, so repeated requests keep one row.
  await db.run("DELETE FROM admin_webauthn_challenges WHERE admin_id = ? AND purpose = 'register'", [admin.id]);
  await keepChallenge(db, options.challenge, 'register', admin.id, now);
  return options;
}

/** Verifies a registration and stores the passkey under `name`. */
export async function finishRegistration(
  db: Db,
  admin: { id: string },
  rp: RelyingParty,
  input: { response: RegistrationResponseJSON; name: string },
  now: Date = new Date(),
): Promise<boolean> {
  const verification = await verifyWith(
    (challenge) => spendChallenge(db, challenge, 'register', admin.id, now),
    (expectedChallenge) =>
      verifyRegistrationResponse({
        response: input.response,
        expectedChallenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        requireUserVerification: true,
      }),
  );
  if (!verification?.verified) return false;
  const { credential } = verification.registrationInfo;
  if (await findCredential(db, credential.id)) return false;
  await savePasskey(
    db,
    {
      credentialId: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      adminId: admin.id,
      transports: credential.transports ?? [],
      name: input.name,
    },
    now,
  );
  return true;
}

/**
 * Options for signing in with a passkey: for a half-signed-in admin, that admin's passkeys (the caller keeps
 * the challenge with the half-sign-in); without one, any discoverable passkey of this site, its challenge
 * kept under `address`'s limits (undefined when they are reached).
 */
export async function authenticationOptions(
  db: Db,
  rp: RelyingParty,
  who: { adminId?: string; address: string },
  now: Date = new Date(),
) {
  const { adminId } = who;
  const allowCredentials = adminId ? (await listPasskeys(db, adminId)).map((key) => ({ id: key.credentialId })) : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials,
    userVerification: 'required',
  });
  if (!adminId && !(await keepAnonymousChallenge(db, options.challenge, who.address, now))) return undefined;
  return options;
}

/**
 * Verifies a passkey sign-in; returns the admin it belongs to. `pending`: the half-sign-in's admin and the
 * challenge it was given (the passkey must be that admin's); otherwise the challenge must be one issued here.
 */
export async function finishAuthentication(
  db: Db,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  pending?: { adminId: string; challenge: string | null },
  now: Date = new Date(),
): Promise<string | undefined> {
  const credential = typeof response?.id === 'string' ? await findCredential(db, response.id) : undefined;
  if (!credential || (pending && credential.adminId !== pending.adminId)) return undefined;
  const verification = await verifyWith(
    pending
      ? (challenge) => Promise.resolve(challenge === pending.challenge)
      : (challenge) => spendChallenge(db, challenge, 'sign-in', null, now),
    (expectedChallenge) =>
      verifyAuthenticationResponse({
        response,
        expectedChallenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        credential: { id: credential.credentialId, publicKey: credential.publicKey, counter: credential.counter },
        requireUserVerification: true,
      }),
  );
  if (!verification?.verified) return undefined;
  await markPasskeyUsed(db, credential.credentialId, verification.authenticationInfo.newCounter, now);
  return credential.adminId;
}
