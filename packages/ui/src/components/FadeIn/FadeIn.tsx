import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import * as styles from './FadeIn.css';
import { fadeInObserverOptions, shouldHideUntilInView, staggerStep } from './fadeInLogic';

export interface FadeInProps extends ComponentPropsWithoutRef<'div'> {
  /** Position in a group: the fade starts `index` × 0.1 s later. */
  index?: number;
}

type FadeState = 'static' | 'hidden' | 'shown';

/**
 * Fades its content in when it scrolls into view. Content renders visible on the server and without
 * JavaScript; it is hidden after hydration only if it starts below the fold and motion is allowed.
 */
export const FadeIn = forwardRef<HTMLDivElement, FadeInProps>(function FadeIn(
  { index = 0, className, children, ...rest },
  forwardedRef,
) {
  const ref = useRef<HTMLDivElement>(null);
  useImperativeHandle(forwardedRef, () => ref.current as HTMLDivElement);
  const [state, setState] = useState<FadeState>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const hide = shouldHideUntilInView({
      top: element.getBoundingClientRect().top,
      viewportHeight: window.innerHeight,
      reducedMotion: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
      hasIntersectionObserver: typeof IntersectionObserver === 'function',
    });
    if (!hide) return;
    setState('hidden');
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setState('shown');
        observer.disconnect();
      }
    }, fadeInObserverOptions);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const classes = [styles.root, styles.delay[staggerStep(index, styles.MAX_STAGGER_INDEX)], className]
    .filter(Boolean)
    .join(' ');
  return (
    <div ref={ref} className={classes} data-state={state === 'static' ? undefined : state} {...rest}>
      {children}
    </div>
  );
});
