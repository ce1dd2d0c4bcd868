import { cx } from 'class-variance-authority';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { CardArticle, CardLink, CardTitle } from '../Card';
import { TagList } from '../TagList';
import * as styles from './PlatformCard.css';

export interface PlatformCardProps extends Omit<ComponentPropsWithoutRef<'article'>, 'title'> {
  /** Full name, e.g. "MetaTrader 5". */
  name: string;
  /** Short name shown in the tile, e.g. "MT5". */
  shortName: string;
  developer?: string;
  summary: string;
  /** Who the platform suits. */
  bestFor?: string;
  highlights?: readonly string[];
  href: string;
  linkLabel: string;
  headingLevel?: 2 | 3 | 4;
}

/** A trading platform at a glance, linking to its page. */
export const PlatformCard = forwardRef<HTMLElement, PlatformCardProps>(function PlatformCard(
  {
    name,
    shortName,
    developer,
    summary,
    bestFor,
    highlights = [],
    href,
    linkLabel,
    headingLevel = 3,
    className,
    ...rest
  },
  ref,
) {
  return (
    <CardArticle ref={ref} className={cx(styles.root, className)} {...rest}>
      <div className={styles.header}>
        <span className={styles.mark} aria-hidden="true">
          {shortName}
        </span>
        <div>
          <CardTitle level={headingLevel}>{name}</CardTitle>
          {developer ? <p className={styles.developer}>by {developer}</p> : null}
        </div>
      </div>
      <p className={styles.summary}>{summary}</p>
      <TagList tags={highlights} weight="inherit" aria-label={`${name} highlights`} />
      {bestFor ? (
        <p className={styles.bestFor}>
          <span className={styles.bestForLabel}>Best for: </span>
          {bestFor}
        </p>
      ) : null}
      <div className={styles.footer}>
        <CardLink href={href}>{linkLabel}</CardLink>
      </div>
    </CardArticle>
  );
});
