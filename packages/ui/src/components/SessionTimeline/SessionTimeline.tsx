import { forwardRef, useId, type HTMLAttributes } from 'react';
import { Badge } from '../Badge';
import * as styles from './SessionTimeline.css';

/** Minutes in the day the timeline draws. */
const dayMinutes = 1440;

export interface SessionTimelineRow {
  id: string;
  /** The session's city ("London"). */
  name: string;
  open: boolean;
  /** What happens next, in words ("Closes in 3 h 30 min, at 17:00"). */
  detail: string;
  /** The session's hours this day as minutes from midnight, [start, end) (a session may wrap past midnight). */
  spans: readonly (readonly [number, number])[];
  /** The same hours in words for screen readers ("08:00 to 17:00"). */
  hoursText: string;
}

export type SessionTimelineProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** What the timeline shows, with its time zone ("Today in GMT"). */
  caption: string;
  rows: readonly SessionTimelineRow[];
  /** The current moment as minutes from midnight, drawn as a line; none for another day. */
  now?: number;
  /** Labels under the bars, spread evenly from midnight to midnight. */
  axisLabels?: readonly string[];
  openLabel?: string;
  closedLabel?: string;
};

/**
 * The forex sessions of one day: each city open or closed, what happens next, and its hours drawn on a
 * 24-hour bar. The bars are decoration (SVG attributes, no inline styles under the CSP); the hours are also
 * given in words.
 */
export const SessionTimeline = forwardRef<HTMLElement, SessionTimelineProps>(function SessionTimeline(
  {
    caption,
    rows,
    now,
    axisLabels = ['00:00', '06:00', '12:00', '18:00', '24:00'],
    openLabel = 'Open',
    closedLabel = 'Closed',
    className,
    ...rest
  },
  ref,
) {
  // Named by its caption explicitly: not every accessibility tree takes a figure's name from its figcaption.
  const captionId = useId();
  return (
    <figure
      ref={ref}
      aria-labelledby={captionId}
      className={className ? `${styles.root} ${className}` : styles.root}
      {...rest}
    >
      <figcaption id={captionId} className={styles.caption}>
        {caption}
      </figcaption>
      <ul className={styles.list}>
        {rows.map((row) => (
          <li key={row.id} className={styles.row}>
            <div className={styles.heading}>
              <span className={styles.name}>{row.name}</span>
              <Badge tone={row.open ? 'positive' : 'neutral'}>{row.open ? openLabel : closedLabel}</Badge>
              <span className={styles.detail}>{row.detail}</span>
              <span className={styles.detail}>{row.hoursText}</span>
            </div>
            <svg
              className={styles.bar}
              viewBox={`0 0 ${dayMinutes} 16`}
              preserveAspectRatio="none"
              aria-hidden="true"
              focusable="false"
            >
              <rect className={styles.track} x="0" y="0" width={dayMinutes} height="16" />
              {row.spans.map(([start, end]) => (
                <rect
                  key={start}
                  className={styles.span}
                  x={start}
                  y="0"
                  width={Math.max(0, end - start)}
                  height="16"
                />
              ))}
              {now === undefined ? null : (
                <line className={styles.now} x1={now} x2={now} y1="0" y2="16" vectorEffect="non-scaling-stroke" />
              )}
            </svg>
          </li>
        ))}
      </ul>
      <div className={styles.axis} aria-hidden="true">
        {axisLabels.map((label, index) => (
          <span key={`${index}-${label}`}>{label}</span>
        ))}
      </div>
    </figure>
  );
});
