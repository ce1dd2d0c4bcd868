import { cx } from 'class-variance-authority';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { ButtonLink } from '../Button';
import { CardArticle, CardTitle } from '../Card';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './WebinarCard.css';

export interface WebinarCardProps extends Omit<ComponentPropsWithoutRef<'article'>, 'title'> {
  title: string;
  /** Machine-readable start, ISO 8601 (e.g. "2025-10-30T15:00:00Z"), for `<time datetime>`. */
  startsAt: string;
  /** Human-readable start with its time zone, e.g. "Thursday, 30 October 2025, 15:00 GMT". */
  startsAtLabel: string;
  description: ReactNode;
  registerHref: string;
  registerLabel?: string;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** An upcoming webinar: title, start time, description and a registration link. */
export const WebinarCard = forwardRef<HTMLElement, WebinarCardProps>(function WebinarCard(
  {
    title,
    startsAt,
    startsAtLabel,
    description,
    registerHref,
    registerLabel = 'Register Now',
    headingLevel = 3,
    className,
    ...rest
  },
  ref,
) {
  const linkContent = (
    <>
      {registerLabel}
      {/* Several cards share the label: the title makes each link's accessible name unique. */}
      <VisuallyHidden> for {title}</VisuallyHidden>
    </>
  );
  return (
    <CardArticle ref={ref} className={cx(styles.root, className)} {...rest}>
      <CardTitle level={headingLevel}>{title}</CardTitle>
      <p className={styles.when}>
        <time dateTime={startsAt}>{startsAtLabel}</time>
      </p>
      <div className={styles.description}>{typeof description === 'string' ? <p>{description}</p> : description}</div>
      <div className={styles.footer}>
        <ButtonLink href={registerHref} variant="primary">
          {linkContent}
        </ButtonLink>
      </div>
    </CardArticle>
  );
});
