import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Db } from '~/platform/db/types';
import { adminPasskeyTables } from '~/platform/auth/webauthn/passkey-store.server';
import {
  type RelyingParty,
  anonymousChallengeLimits,
  challengeLifetimeMs,
  relyingParty as platformRelyingParty,
  webauthnService,
} from '~/platform/auth/webauthn/webauthn.server';
import { maxPasskeysPerAdmin } from './passkeys.server';

/*
 * The admin's WebAuthn ceremonies: the platform's (shared with customers) over the admin tables, under the
 * signatures the admin routes have always called.
 */

export type { RelyingParty };
export { anonymousChallengeLimits, challengeLifetimeMs };

const service = webauthnService(adminPasskeyTables, { maxPerOwner: maxPasskeysPerAdmin });

/** The relying party of a request: SITE_URL's origin when configured (behind a proxy), else the request's own. */
export const relyingParty = (request: Request, siteOrigin: string | undefined): RelyingParty =>
  platformRelyingParty(request, siteOrigin, 'UPM Trading admin');

/** Options for registering a new passkey; refused past the per-admin limit. */
export const registrationOptions = (
  db: Db,
  admin: { id: string; username: string },
  rp: RelyingParty,
  now: Date = new Date(),
) => service.registrationOptions(db, { id: admin.id, userName: admin.username }, rp, now);

/** Verifies a registration and stores the passkey under `name`. */
export const finishRegistration = (
  db: Db,
  admin: { id: string },
  rp: RelyingParty,
  input: { response: RegistrationResponseJSON; name: string },
  now: Date = new Date(),
): Promise<boolean> => service.finishRegistration(db, admin, rp, input, now);

/**
 * Options for signing in with a passkey: for a half-signed-in admin, that admin's passkeys (the caller keeps
 * the challenge with the half-sign-in); without one, any discoverable passkey of this site, its challenge
 * kept under `address`'s limits (undefined when they are reached).
 */
export const authenticationOptions = (
  db: Db,
  rp: RelyingParty,
  who: { adminId?: string; address: string },
  now: Date = new Date(),
) => service.authenticationOptions(db, rp, { ownerId: who.adminId, address: who.address }, now);

/**
 * Verifies a passkey sign-in; returns the admin it belongs to. `pending`: the half-sign-in's admin and the
 * challenge it was given (the passkey must be that admin's); otherwise the challenge must be one issued here.
 */
export const finishAuthentication = (
  db: Db,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  pending?: { adminId: string; challenge: string | null },
  now: Date = new Date(),
): Promise<string | undefined> =>
  service.finishAuthentication(
    db,
    rp,
    response,
    pending ? { pending: { ownerId: pending.adminId, challenge: pending.challenge } } : undefined,
    now,
  );
