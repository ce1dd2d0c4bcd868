import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { Card } from '../Card';
import { TextLink } from '../TextLink';
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
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Card
      as="article"
      ref={ref}
      padding="md"
      aria-labelledby={headingId}
      className={className ? `${styles.root} ${className}` : styles.root}
      {...rest}
    >
      <div className={styles.header}>
        <span className={styles.mark} aria-hidden="true">
          {shortName}
        </span>
        <div>
          <Heading id={headingId} className={styles.title}>
            {name}
          </Heading>
          {developer ? <p className={styles.developer}>by {developer}</p> : null}
        </div>
      </div>
      <p className={styles.summary}>{summary}</p>
      {highlights.length > 0 ? (
        <ul className={styles.highlights} aria-label={`${name} highlights`}>
          {highlights.map((item) => (
            <li key={item} className={styles.highlight}>
              {item}
            </li>
          ))}
        </ul>
      ) : null}
      {bestFor ? (
        <p className={styles.bestFor}>
          <span className={styles.bestForLabel}>Best for: </span>
          {bestFor}
        </p>
      ) : null}
      <div className={styles.footer}>
        <TextLink className={styles.link} weight="strong" href={href}>
          {linkLabel} <span aria-hidden="true">→</span>
        </TextLink>
      </div>
    </Card>
  );
});
