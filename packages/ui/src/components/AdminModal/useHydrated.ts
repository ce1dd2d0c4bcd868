import { startTransition, useEffect, useReducer, useState } from 'react';

/** True once the first render after hydration has committed: components mounted later start enhanced. */
let enhancedOnce = false;

/**
 * False on the server and during hydration, true afterwards. Radix portals render nothing on the server,
 * so an open dialog renders in place until hydration: a page rendered with the dialog open (no JavaScript)
 * still shows it.
 *
 * The switch is a transition: React renders the enhanced header, menu and toggles in slices of a few
 * milliseconds between which the browser can respond. useSyncExternalStore made it one synchronous render of
 * the whole header right after hydration, the longest task of a page load (Total Blocking Time). Components
 * mounted after that (client navigation) start enhanced, with no no-script frame.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(enhancedOnce);
  useEffect(() => {
    if (hydrated) {
      enhancedOnce = true;
      return;
    }
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * An external store's value (cookie, localStorage, the visitor's time zone) read only once hydrated:
 * `serverValue` while hydrating, then the store's, switched in the same transition as useHydrated.
 * useSyncExternalStore, given a server snapshot that differs from the browser's, re-renders its component
 * synchronously inside hydration's commit (one long task with every passive effect of the page); here the
 * change is rendered in slices. Changes after that (the visitor's choice) re-render at once.
 */
export function useStoreAfterHydration<T>(
  subscribe: (onChange: () => void) => () => void,
  read: () => T,
  serverValue: () => T,
): T {
  const hydrated = useHydrated();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => subscribe(rerender), [subscribe]);
  return hydrated ? read() : serverValue();
}
