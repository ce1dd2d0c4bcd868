import { useEffect, useState } from 'react';

/** The header gains its scrolled state after more than 50 px of scrolling (the original's threshold). */
export const SCROLLED_THRESHOLD_PX = 50;

/**
 * Whether the window has scrolled past `threshold`. A passive listener (never blocks scrolling) that
 * re-renders only when the answer flips; false on the server and on the first client render.
 */
export function useScrolled(threshold = SCROLLED_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
