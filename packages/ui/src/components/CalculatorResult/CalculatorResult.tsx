import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { Notice } from '../Notice/Notice';
import * as styles from './CalculatorResult.css';

export interface CalculatorFigure {
  /** What the figure is ("Position size"). */
  label: string;
  /** The figure as shown ("0.20 lots"). */
  value: string;
  /** The answer the visitor came for: shown large. */
  primary?: boolean;
}

export type CalculatorResultProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  heading: string;
  /** The results; ignored while `invalidMessage` is set. */
  figures: readonly CalculatorFigure[];
  /** Set while an input is invalid: shown instead of figures that would be wrong. */
  invalidMessage?: string;
  /** A line under the figures: how they were worked out, a rounding rule. */
  note?: ReactNode;
  /** What to check before trusting the figures (an implausible price, a large risk): shown above them. */
  warnings?: readonly string[];
};

/**
 * A calculator's answer: labelled figures (a description list) in a polite live region, so a screen reader
 * hears the new answer as the inputs change, without moving focus. Warnings are read in the same region, first:
 * a figure worked out from a mistyped price is only worth hearing with its caution.
 */
export const CalculatorResult = forwardRef<HTMLElement, CalculatorResultProps>(function CalculatorResult(
  { heading, figures, invalidMessage, note, warnings, className, ...rest },
  ref,
) {
  const headingId = useId();
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className={className ? `${styles.root} ${className}` : styles.root}
      {...rest}
    >
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <div role="status" aria-live="polite" aria-atomic="true">
        {invalidMessage ? (
          <p className={styles.invalid}>{invalidMessage}</p>
        ) : (
          <>
            {warnings?.map((warning) => (
              <Notice key={warning} tone="warning" padding="sm" className={styles.warning}>
                {warning}
              </Notice>
            ))}
            <dl className={styles.list}>
              {figures.map((figure) => (
                <div key={figure.label} className={styles.item}>
                  <dt className={styles.label}>{figure.label}</dt>
                  <dd className={`${styles.value} ${styles.emphasis[figure.primary ? 'primary' : 'secondary']}`}>
                    {figure.value}
                  </dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </div>
      {note && !invalidMessage ? <p className={styles.note}>{note}</p> : null}
    </section>
  );
});
