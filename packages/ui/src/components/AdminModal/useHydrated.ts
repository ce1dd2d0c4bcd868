import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards. Radix portals render nothing on the server,
 * so an open dialog renders in place until hydration: a page rendered with the dialog open (no JavaScript)
 * still shows it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
