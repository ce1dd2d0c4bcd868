import type { Migration } from '~/platform/db/types';

// A passkey sign-in hands out a challenge to anyone who asks, before anyone is known, and keeps it for 5 minutes.
// Each row now names the (hashed) address group that asked, so the rows one address may hold are counted and
// capped; with no address the table grew by one row per anonymous request.
const sql = `
ALTER TABLE admin_webauthn_challenges ADD COLUMN address_hash TEXT;
CREATE INDEX admin_webauthn_challenges_address_idx ON admin_webauthn_challenges (address_hash, expires_at);
CREATE INDEX admin_webauthn_challenges_expires_idx ON admin_webauthn_challenges (expires_at);
`;

/** The address group (hashed) that asked for each passkey challenge. */
export const migration: Migration = { id: '071_webauthn_challenge_address', sqlite: sql, postgres: sql };
