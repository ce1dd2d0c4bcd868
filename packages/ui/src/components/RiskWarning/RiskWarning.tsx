import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './RiskWarning.css';

export type RiskWarningProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** The label read as the note's name ("Risk Warning"). */
  title?: ReactNode;
  /** The warning text; the site passes its one configured wording. */
  children: ReactNode;
};

/**
 * The regulatory CFD risk warning: a bordered, prominent note at body-text size or larger, named by its
 * label. It takes its wording from the caller so the site sets the text in one place.
 */
export const RiskWarning = forwardRef<HTMLElement, RiskWarningProps>(function RiskWarning(
  { title = 'Risk Warning', children, className, ...rest },
  ref,
) {
  const titleId = useId();
  return (
    <aside
      ref={ref}
      // role="note": supporting content, not a landmark; pages may show it more than once.
      role="note"
      aria-labelledby={titleId}
      className={className ? `${styles.root} ${className}` : styles.root}
      {...rest}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3 2.5 20h19L12 3z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="M12 10v4.5m0 2.5v.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <div className={styles.body}>
        <p id={titleId} className={styles.title}>
          {title}
        </p>
        <div className={styles.content}>{typeof children === 'string' ? <p>{children}</p> : children}</div>
      </div>
    </aside>
  );
});
