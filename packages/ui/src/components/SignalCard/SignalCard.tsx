import { cva, cx, type VariantProps } from 'class-variance-authority';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { CardArticle, CardTitle } from '../Card';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './SignalCard.css';

/** The two directions a signal can take. */
export const signalActions = ['BUY', 'SELL'] as const;
export type SignalAction = (typeof signalActions)[number];

export const signalActionBadge = cva(styles.action, {
  variants: { action: { BUY: styles.actionBuy, SELL: styles.actionSell } satisfies Record<SignalAction, string> },
});
export type SignalActionBadgeVariants = VariantProps<typeof signalActionBadge>;

export interface SignalCardProps extends Omit<ComponentPropsWithoutRef<'article'>, 'children'> {
  /** Instrument, e.g. "EUR/USD". */
  pair: string;
  action: SignalAction;
  /** Prices as display text, so they keep their quoted decimals ("1.0850"). */
  entry: string;
  stopLoss: string;
  takeProfit: string;
  /** A short note on the risk this signal takes. */
  riskNote?: ReactNode;
  /** Small text above the pair, e.g. "Example signal". */
  eyebrow?: string;
  /** Heading level of the pair, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** A trading signal: instrument, direction, entry, stop-loss and take-profit, with a risk note. */
export const SignalCard = forwardRef<HTMLElement, SignalCardProps>(function SignalCard(
  { pair, action, entry, stopLoss, takeProfit, riskNote, eyebrow, headingLevel = 3, className, ...rest },
  ref,
) {
  const levels = [
    { label: 'Currency Pair', value: pair },
    { label: 'Entry', value: entry },
    { label: 'Stop Loss', value: stopLoss },
    { label: 'Take Profit', value: takeProfit },
  ];
  return (
    <CardArticle tone="elevated" ref={ref} className={cx(styles.root, className)} {...rest}>
      <div className={styles.header}>
        <CardTitle level={headingLevel} size="2xl" className={styles.pair}>
          {eyebrow ? <span className={styles.eyebrow}>{eyebrow}</span> : null}
          {pair}
        </CardTitle>
        <span className={signalActionBadge({ action })}>
          <span aria-hidden="true">{action === 'BUY' ? '▲' : '▼'}</span>
          <VisuallyHidden>Action: </VisuallyHidden>
          <span>{action}</span>
        </span>
      </div>
      <dl className={styles.levels}>
        {levels.map((level) => (
          <div key={level.label} className={styles.level}>
            <dt className={styles.levelLabel}>{level.label}</dt>
            <dd className={styles.levelValue}>{level.value}</dd>
          </div>
        ))}
      </dl>
      {riskNote ? <p className={styles.riskNote}>{riskNote}</p> : null}
    </CardArticle>
  );
});
