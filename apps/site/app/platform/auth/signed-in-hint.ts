/*
 * The cookie sign-in sets beside the HttpOnly session: it holds no secret, it only says "ask who is signed in".
 * Prerendered pages read it after hydration to decide whether a per-customer request is worth making, so a visitor
 * who never signed in costs no request. Browser-safe; the server sets and clears it (signed-in-hint.server.ts).
 */

/** The hint cookie's name. */
export const signedInHint = 'upm_signed_in';

/** Whether a `document.cookie` string carries the hint (someone may be signed in). */
export const mayBeSignedIn = (cookie: string): boolean => /(?:^|;\s*)upm_signed_in=1(?:;|$)/.test(cookie);
