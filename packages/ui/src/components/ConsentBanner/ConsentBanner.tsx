import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { BaseLink } from '../LinkComponentProvider/LinkComponentProvider';
import * as styles from './ConsentBanner.css';

export interface ConsentBannerProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children' | 'title'> {
  /** Names the region ("Third-party market widgets"). */
  title?: string;
  /** What accepting means, in a sentence. */
  message: ReactNode;
  onAccept?: () => void;
  onReject?: () => void;
  acceptLabel?: string;
  rejectLabel?: string;
  /** Where the cookies and the choice are explained (/cookies). */
  detailsHref: string;
  detailsLabel?: string;
}

/**
 * A small consent banner pinned to the bottom of the window: it overlays the page instead of pushing it, so
 * showing or hiding it moves nothing. Accept and Reject are equal buttons (no nudging, per the EDPB's
 * guidelines on consent).
 */
export const ConsentBanner = forwardRef<HTMLElement, ConsentBannerProps>(function ConsentBanner(
  {
    title = 'Third-party market widgets',
    message,
    onAccept,
    onReject,
    acceptLabel = 'Accept',
    rejectLabel = 'Reject',
    detailsHref,
    detailsLabel = 'Cookie details',
    className,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      className={className ? `${styles.root} ${className}` : styles.root}
      {...rest}
    >
      <div className={styles.inner}>
        <p className={styles.text}>
          <strong id={titleId}>{title}</strong>: {message}{' '}
          <BaseLink href={detailsHref} className={styles.link}>
            {detailsLabel}
          </BaseLink>
        </p>
        <div className={styles.actions}>
          <Button variant="outline" size="sm" onClick={onReject}>
            {rejectLabel}
          </Button>
          <Button variant="outline" size="sm" onClick={onAccept}>
            {acceptLabel}
          </Button>
        </div>
      </div>
    </section>
  );
});
