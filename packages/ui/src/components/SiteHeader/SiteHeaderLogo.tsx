import * as styles from './SiteHeader.css';
import type { SVGProps } from 'react';

/** The brand mark: three candles on a rising line. Decorative; the brand name next to it is the text. */
export function SiteHeaderLogo({ className, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 32 32"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={className ? `${styles.brandMark} ${className}` : styles.brandMark}
      {...props}
    >
      <rect x="1" y="1" width="30" height="30" rx="8" fill="currentColor" />
      <g className={styles.brandMarkInkStroke} strokeWidth="2" strokeLinecap="round">
        <path d="M9 13v10M16 9v12M23 6v10" />
      </g>
      <g className={styles.brandMarkInkFill}>
        <rect x="7" y="15" width="4" height="6" rx="1" />
        <rect x="14" y="11" width="4" height="7" rx="1" />
        <rect x="21" y="8" width="4" height="5" rx="1" />
      </g>
    </svg>
  );
}

/** A small downward chevron for dropdown triggers. */
export function SiteHeaderChevron(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false" {...props}>
      <path d="M4 6l4 4 4-4" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
