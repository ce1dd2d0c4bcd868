/** The account's URLs, built in one place (the page, its e-mails and its scripts share them). */
export const accountPaths = {
  account: '/account',
  /** The page a link in an e-mail opens to confirm an address (a POST from there uses it). */
  confirmEmail: '/account/email',
  /** "Download my data": the JSON export. */
  data: '/account/data.json',
  /** Adding a passkey and confirming with one (JSON, needs JavaScript as WebAuthn does). */
  passkey: '/account/passkey',
  /** Where a deleted account's browser lands. */
  deleted: '/account/deleted',
  /** Signing in with a passkey (JSON). */
  passkeySignIn: '/login/passkey',
} as const;
