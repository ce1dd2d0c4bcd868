import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * Whether this browser can use passkeys: undefined on the server and during hydration (WebAuthn needs the
 * page's JavaScript, which has not run yet), then true or false.
 */
export function usePasskeySupport(): boolean | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => typeof window.PublicKeyCredential === 'function',
    () => undefined,
  );
}
