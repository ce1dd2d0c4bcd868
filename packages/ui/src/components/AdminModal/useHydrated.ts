import { startTransition, useEffect, useState } from 'react';

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
