import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

// Scroll positions of this tab's client-side history, in memory only: React Router's <ScrollRestoration> keeps
// them in sessionStorage, and a public page stores nothing in the browser before the visitor chooses (decision 017).
const positions = new Map<string, number>();

/**
 * Scroll handling for client-side navigation: back and forward return to where the visitor was, a link to
 * `#id` goes to its target, any other navigation starts at the top. Full page loads keep the browser's own.
 */
export function ScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
    const key = location.key;
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [location.key, location.hash, navigationType]);
  return null;
}
