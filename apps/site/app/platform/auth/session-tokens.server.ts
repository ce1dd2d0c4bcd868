import { createHash, randomBytes } from 'node:crypto';

/* What the admin and the customer sessions share: how their ids and form tokens are made, stored and described. */

/** The stored form of a session id: its SHA-256, so reading the database never yields a usable cookie. */
export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');

/** A new session's cookie id and form token, 32 random bytes each. */
export function newSessionTokens(): { id: string; csrfToken: string } {
  const id = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  return { id, csrfToken };
}

/** The user agent a list of sessions shows: cut to 256 characters, null when the browser sent none. */
export const sessionUserAgent = (request: Request) => (request.headers.get('user-agent') ?? '').slice(0, 256) || null;
