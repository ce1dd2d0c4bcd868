import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import * as styles from './FloatingPrices.css';

export interface SamplePrice {
  symbol: string;
  price: string;
  /** Signed percentage, e.g. "+0.12%". */
  change: string;
}

export interface FloatingPricesProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Up to four sample quotes. */
  prices: readonly SamplePrice[];
  /** Visible note that the numbers are samples, e.g. "Sample prices for illustration, not live quotes". */
  caption: string;
}

/**
 * Decorative sample quotes that float gently beside a hero. Hidden from assistive technology
 * (they are not data), static under reduced motion, and captioned on screen as samples.
 */
export const FloatingPrices = forwardRef<HTMLDivElement, FloatingPricesProps>(function FloatingPrices(
  { prices, caption, className, ...rest },
  ref,
) {
  return (
    <div
      ref={ref}
      aria-hidden="true"
      className={className ? `${styles.root} ${className}` : styles.root}
      data-decorative=""
      {...rest}
    >
      {prices.slice(0, 4).map((quote, index) => (
        <div
          key={quote.symbol}
          className={`${styles.chip} ${styles.delay[String(index) as keyof typeof styles.delay]}`}
        >
          <span className={styles.symbol}>{quote.symbol}</span>
          <span className={styles.price}>{quote.price}</span>
          <span className={`${styles.change} ${quote.change.startsWith('-') ? styles.down : styles.up}`}>
            {quote.change.startsWith('-') ? '▼' : '▲'} {quote.change}
          </span>
        </div>
      ))}
      <p className={styles.caption}>{caption}</p>
    </div>
  );
});
