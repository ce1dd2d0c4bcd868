import type { Migration } from '~/platform/db/types';

// Admin second factors (decision 020). Same SQL on both dialects. Secrets are stored as hashes where the server only needs to compare
// (recovery codes, invitation tokens, half-sign-in ids); the TOTP secret must be read back to check codes, so
// it is kept encrypted (AES-256-GCM, key in site_secrets or ADMIN_FACTOR_KEY: docs/decisions/020).
const sql = `
ALTER TABLE admins ADD COLUMN disabled_at TEXT;

-- Which step a session passed ('password', 'totp', 'recovery', 'passkey'), and what the Security page lists.
ALTER TABLE admin_sessions ADD COLUMN factor TEXT NOT NULL DEFAULT 'password';
ALTER TABLE admin_sessions ADD COLUMN ip_hash TEXT;
ALTER TABLE admin_sessions ADD COLUMN user_agent TEXT;

CREATE TABLE admin_totp (
  admin_id TEXT PRIMARY KEY REFERENCES admins (id) ON DELETE CASCADE,
  secret_encrypted TEXT NOT NULL,
  -- NULL until the admin confirms a first code; an unconfirmed secret is no factor.
  confirmed_at TEXT,
  -- The last time step a code was accepted for: a code is usable once.
  last_step INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE admin_recovery_codes (
  id TEXT PRIMARY KEY,
  admin_id TEXT NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX admin_recovery_codes_admin ON admin_recovery_codes (admin_id);

CREATE TABLE admin_passkeys (
  credential_id TEXT PRIMARY KEY,
  admin_id TEXT NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0,
  transports TEXT NOT NULL DEFAULT '[]',
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_used_at TEXT
);
CREATE INDEX admin_passkeys_admin ON admin_passkeys (admin_id);

-- A password accepted, second step pending: grants nothing, expires after 5 minutes. The cookie holds the id;
-- only its SHA-256 is stored. challenge: the WebAuthn challenge issued to it, if any.
CREATE TABLE admin_pending_sign_ins (
  id_hash TEXT PRIMARY KEY,
  admin_id TEXT NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  redirect_to TEXT NOT NULL,
  challenge TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX admin_pending_sign_ins_expires ON admin_pending_sign_ins (expires_at);

-- WebAuthn challenges not tied to a half-sign-in (passkey-only sign-in, registration), single use.
CREATE TABLE admin_webauthn_challenges (
  challenge TEXT PRIMARY KEY,
  admin_id TEXT,
  purpose TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

-- An invitation is its own outbox row (store first, e-mail after, like contact messages): mail_text holds the
-- link until delivered, then is cleared, so the live token does not stay in the database.
CREATE TABLE admin_invitations (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  username TEXT NOT NULL,
  invited_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  mail_text TEXT,
  delivered_at TEXT,
  delivery_attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT
);
`;

/** Second factors (TOTP, recovery codes, passkeys), the half-signed-in state, invitations, disabled admins. */
export const migration: Migration = { id: '070_admin_factors', sqlite: sql, postgres: sql };
