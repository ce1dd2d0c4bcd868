/** An element counts as in view once 10 % of it shows, 50 px before it reaches the bottom edge. */
export const fadeInObserverOptions = {
  threshold: 0.1,
  rootMargin: '0px 0px -50px 0px',
} as const satisfies IntersectionObserverInit;

export interface FadeInEnvironment {
  /** Top edge of the element relative to the viewport at mount. */
  top: number;
  viewportHeight: number;
  reducedMotion: boolean;
  hasIntersectionObserver: boolean;
}

/**
 * Whether an element may be hidden to fade in later. Never for what is already on screen at load:
 * Chrome ignores opacity-0 paints for LCP, so fading the first screen would delay it, and it would flash.
 */
export function shouldHideUntilInView(env: FadeInEnvironment): boolean {
  if (env.reducedMotion || !env.hasIntersectionObserver) return false;
  return env.top >= env.viewportHeight;
}

/** The stagger step for an index: whole, non-negative, capped at the last step that has a class. */
export function staggerStep(index: number, max: number): number {
  if (!Number.isFinite(index) || index < 0) return 0;
  return Math.min(Math.floor(index), max);
}
