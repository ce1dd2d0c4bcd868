import { forwardRef, useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { BaseLink } from '../LinkComponentProvider/LinkComponentProvider';
import * as styles from './MarketTicker.css';
import { injectTickerScript, runAfterLoadAndIdle } from './tickerLoader';
import { defaultTickerSymbols, type TickerSymbol } from './tickerSymbols';

export interface MarketTickerProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** The symbols to show; defaults to the ten of the ticker strip. */
  symbols?: readonly TickerSymbol[];
  /** Accessible name of the region. */
  label?: string;
  /** Load TradingView's widget after window load and idle. Off: only the static strip (stories, tests). */
  loadWidget?: boolean;
  /** CSP nonce for the injected script. */
  nonce?: string;
  /** Leads the static strip, which is never live ("Not live"). */
  staticLabel?: string;
}

type TickerState = 'static' | 'loading' | 'failed';

/**
 * The market-ticker strip at the top of every page. The symbol names are server-rendered in a fixed 36 px box,
 * marked as not live and linked to their market pages when given; it scrolls sideways on a phone. TradingView's
 * ticker tape is added over them once the page is idle (when `loadWidget`), and if its script cannot load
 * the names simply stay.
 */
export const MarketTicker = forwardRef<HTMLElement, MarketTickerProps>(function MarketTicker(
  {
    symbols = defaultTickerSymbols,
    label = 'Market ticker',
    loadWidget = true,
    nonce,
    staticLabel = 'Not live',
    className,
    ...rest
  },
  ref,
) {
  const widgetRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<TickerState>('static');

  useEffect(() => {
    const container = widgetRef.current;
    if (!loadWidget || !container) return;
    let frameObserver: MutationObserver | undefined;
    const cancel = runAfterLoadAndIdle(() => {
      setState('loading');
      // TradingView's iframe has no title; give it one so assistive technology can name it.
      frameObserver = new MutationObserver(() => {
        container.querySelectorAll('iframe:not([title])').forEach((frame) => frame.setAttribute('title', label));
      });
      frameObserver.observe(container, { childList: true, subtree: true });
      injectTickerScript(container, { symbols, nonce, onError: () => setState('failed') });
    });
    return () => {
      cancel();
      frameObserver?.disconnect();
      container.replaceChildren();
    };
  }, [loadWidget, symbols, nonce, label]);

  return (
    <section
      ref={ref}
      aria-label={label}
      className={className ? `${styles.root} ${className}` : styles.root}
      data-state={state}
      {...rest}
    >
      <div className={styles.strip}>
        <span className={styles.staticLabel}>{staticLabel}:</span>
        <ul className={styles.list}>
          {symbols.map((item: TickerSymbol) => (
            <li key={item.proName} className={styles.symbol}>
              {item.href ? (
                <BaseLink href={item.href} className={styles.link}>
                  {item.title}
                </BaseLink>
              ) : (
                item.title
              )}
            </li>
          ))}
        </ul>
      </div>
      <div ref={widgetRef} className={`tradingview-widget-container ${styles.widget}`} />
    </section>
  );
});
