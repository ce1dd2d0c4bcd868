/** The second step's and the Security page's messages, written once (browser-safe). */
export const factorMessages = {
  codeRequired: 'Enter the 6-digit code from your authenticator app or one of your recovery codes.',
  codeInvalid: 'That code is not valid. Check your authenticator app and try again.',
  enrolCodeInvalid: 'That code does not match. Scan the QR code again and enter the current 6-digit code.',
  pendingExpired: 'Your sign-in expired after 5 minutes. Please sign in again.',
  passkeyFailed: 'The passkey could not be verified. Try again or use another method.',
  lastFactor: 'You cannot remove your last second factor while two-factor sign-in is required.',
} as const;
