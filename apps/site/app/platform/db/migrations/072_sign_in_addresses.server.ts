import type { Migration } from '~/platform/db/types';

// The addresses each username has signed in from (hashed, an IPv6 /64 as one): the sign-in throttle's cap per
// username, which guesses from many addresses trip, does not apply from these, so the cap cannot lock the owner
// out of a place they sign in from.
const sql = `
CREATE TABLE sign_in_addresses (
  username TEXT NOT NULL,
  address_hash TEXT NOT NULL,
  signed_in_at TEXT NOT NULL,
  PRIMARY KEY (username, address_hash)
);
CREATE INDEX sign_in_addresses_signed_in_idx ON sign_in_addresses (signed_in_at);
`;

/** Known-good sign-in addresses per username (hashed). */
export const migration: Migration = { id: '072_sign_in_addresses', sqlite: sql, postgres: sql };
