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
import { type PasskeyTables, passkeyStore } from './passkey-store.server';

/*
 * Passkey registration and sign-in (WebAuthn through SimpleWebAuthn), the same for admins and customers: each
 * kind of account passes its own tables (passkey-store.server.ts). A challenge is kept in the database, is single
 * use (spent by a conditional DELETE, so two instances cannot both accept it), expires after 5 minutes, and is
 * bound to its purpose and to the account it was issued for; anonymous sign-in challenges are capped per address.
 */

/** Who the passkeys belong to: the site's host (from SITE_URL when set) and its origin. */
export interface RelyingParty {
  rpID: string;
  origin: string;
  rpName: string;
}

export const challengeLifetimeMs = 5 * 60_000;

/** The relying party of a request: SITE_URL's origin when configured (behind a proxy), else the request's own. */
export function relyingParty(request: Request, siteOrigin: string | undefined, rpName: string): RelyingParty {
  const origin = siteOrigin ?? new URL(request.url).origin;
  return { rpID: new URL(origin).hostname, origin, rpName };
}

/**
 * Passkey sign-in challenges handed out to nobody in particular (anyone may ask, before anyone is known) that
 * may be outstanding at once: per address group (an IPv6 /64 counts as one address), and in all. Far above
 * what a person clicking "Use a passkey" needs in 5 minutes; far below what fills a disk.
 */
export const anonymousChallengeLimits = { perAddress: 10, total: 1_000 };

/** The registration and sign-in ceremonies over one kind's tables. */
export function webauthnService(tables: PasskeyTables, settings: { maxPerOwner: number }) {
  const store = passkeyStore(tables);
  const { challenges: table, owner } = tables;

  const purgeExpired = (db: Db, now: Date) => db.run(`DELETE FROM ${table} WHERE expires_at < ?`, [now.toISOString()]);

  async function keepChallenge(
    db: Db,
    challenge: string,
    purpose: string,
    ownerId: string | null,
    now: Date,
    addressHash: string | null = null,
  ) {
    await purgeExpired(db, now);
    await db.run(
      `INSERT INTO ${table} (challenge, ${owner}, purpose, expires_at, address_hash) VALUES (?, ?, ?, ?, ?)`,
      [challenge, ownerId, purpose, new Date(now.getTime() + challengeLifetimeMs).toISOString(), addressHash],
    );
  }

  const outstanding = async (db: Db, where: string, params: unknown[], now: Date) =>
    Number(
      (
        await db.get<{ n: number }>(
          `SELECT COUNT(*) AS n FROM ${table} WHERE purpose = 'sign-in' AND expires_at > ? ${where}`,
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
    if (!kept) await db.run(`DELETE FROM ${table} WHERE challenge = ?`, [challenge]);
    return kept;
  }

  /**
   * Spends a challenge issued for `purpose` (and `ownerId`, or nobody when null): true once, never twice. The
   * owner condition is written per case: PostgreSQL cannot type a parameter that is only compared with NULL.
   */
  async function spendChallenge(db: Db, challenge: string, purpose: string, ownerId: string | null, now: Date) {
    const [ownerCondition, ownerParams] = ownerId === null ? [`${owner} IS NULL`, []] : [`${owner} = ?`, [ownerId]];
    const spent = await db.run(
      `DELETE FROM ${table} WHERE challenge = ? AND purpose = ? AND expires_at > ? AND ${ownerCondition}`,
      [challenge, purpose, now.toISOString(), ...ownerParams],
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

  return {
    store,

    /** Options for registering a new passkey; undefined past the per-account limit. */
    async registrationOptions(
      db: Db,
      account: { id: string; userName: string },
      rp: RelyingParty,
      now: Date = new Date(),
    ) {
      if ((await store.count(db, account.id)) >= settings.maxPerOwner) return undefined;
      const existing = await store.list(db, account.id);
      const options = await generateRegistrationOptions({
        rpName: rp.rpName,
        rpID: rp.rpID,
        userName: account.userName,
        userID: new TextEncoder().encode(account.id),
        attestationType: 'none',
        excludeCredentials: existing.map((key) => ({ id: key.credentialId })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      // One registration at a time per account: a new one replaces the last, so repeated requests keep one row.
      await db.run(`DELETE FROM ${table} WHERE ${owner} = ? AND purpose = 'register'`, [account.id]);
      await keepChallenge(db, options.challenge, 'register', account.id, now);
      return options;
    },

    /** Verifies a registration and stores the passkey under `name`. */
    async finishRegistration(
      db: Db,
      account: { id: string },
      rp: RelyingParty,
      input: { response: RegistrationResponseJSON; name: string },
      now: Date = new Date(),
    ): Promise<boolean> {
      const verification = await verifyWith(
        (challenge) => spendChallenge(db, challenge, 'register', account.id, now),
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
      if (await store.find(db, credential.id)) return false;
      await store.save(
        db,
        {
          credentialId: credential.id,
          publicKey: credential.publicKey,
          counter: credential.counter,
          ownerId: account.id,
          transports: credential.transports ?? [],
          name: input.name,
        },
        now,
      );
      return true;
    },

    /**
     * Options for signing in with a passkey: for a known account (`ownerId`), that account's passkeys (the caller
     * keeps the challenge); without one, any discoverable passkey of this site, its challenge kept under
     * `address`'s limits (undefined when they are reached).
     */
    async authenticationOptions(
      db: Db,
      rp: RelyingParty,
      who: { ownerId?: string; address: string },
      now: Date = new Date(),
    ) {
      const { ownerId } = who;
      const allowCredentials = ownerId ? (await store.list(db, ownerId)).map((key) => ({ id: key.credentialId })) : [];
      const options = await generateAuthenticationOptions({
        rpID: rp.rpID,
        allowCredentials,
        userVerification: 'required',
      });
      if (!ownerId && !(await keepAnonymousChallenge(db, options.challenge, who.address, now))) return undefined;
      return options;
    },

    /**
     * Options for proving it is still the signed-in account (before deleting it): that account's passkeys, the
     * challenge kept for it alone, single use.
     */
    async confirmationOptions(db: Db, rp: RelyingParty, ownerId: string, now: Date = new Date()) {
      const keys = await store.list(db, ownerId);
      if (keys.length === 0) return undefined;
      const options = await generateAuthenticationOptions({
        rpID: rp.rpID,
        allowCredentials: keys.map((key) => ({ id: key.credentialId })),
        userVerification: 'required',
      });
      await db.run(`DELETE FROM ${table} WHERE ${owner} = ? AND purpose = 'confirm'`, [ownerId]);
      await keepChallenge(db, options.challenge, 'confirm', ownerId, now);
      return options;
    },

    /**
     * Verifies a passkey sign-in; returns the account it belongs to. `pending`: the account and the challenge it
     * was given elsewhere (the passkey must be that account's); `confirm`: a challenge from confirmationOptions
     * for this account; otherwise the challenge must be an anonymous one issued here.
     */
    async finishAuthentication(
      db: Db,
      rp: RelyingParty,
      response: AuthenticationResponseJSON,
      bound?: { pending: { ownerId: string; challenge: string | null } } | { confirm: { ownerId: string } },
      now: Date = new Date(),
    ): Promise<string | undefined> {
      const credential = typeof response?.id === 'string' ? await store.find(db, response.id) : undefined;
      const expectedOwner = bound && ('pending' in bound ? bound.pending.ownerId : bound.confirm.ownerId);
      if (!credential || (expectedOwner && credential.ownerId !== expectedOwner)) return undefined;
      const spend =
        bound && 'pending' in bound
          ? (challenge: string) => Promise.resolve(challenge === bound.pending.challenge)
          : bound
            ? (challenge: string) => spendChallenge(db, challenge, 'confirm', bound.confirm.ownerId, now)
            : (challenge: string) => spendChallenge(db, challenge, 'sign-in', null, now);
      const verification = await verifyWith(spend, (expectedChallenge) =>
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
      await store.markUsed(db, credential.credentialId, verification.authenticationInfo.newCounter, now);
      return credential.ownerId;
    },
  };
}

export type WebauthnService = ReturnType<typeof webauthnService>;
