import { cx } from 'class-variance-authority';
import { type ComponentPropsWithoutRef, type ReactNode, forwardRef } from 'react';
import { CardArticle, CardTitle } from '../Card';
import { RatingStars } from '../RatingStars';
import { TagList } from '../TagList';
import * as styles from './BrokerCard.css';
import { BrokerCardActions } from './BrokerCardActions';

export const brokerCardHeadingLevels = [2, 3, 4] as const;
export type BrokerCardHeadingLevel = (typeof brokerCardHeadingLevels)[number];

export interface BrokerCardProps extends Omit<ComponentPropsWithoutRef<'article'>, 'children'> {
  name: string;
  description: string;
  /** An http(s) URL or a site path; without one the card shows the broker's initial. */
  logoSrc?: string | null;
  /** 0 to 5; the stars show it rounded down (never more stars than earned). */
  rating: number;
  minDeposit: string;
  spreads: string;
  leverage: string;
  platforms: readonly string[];
  regulation: readonly string[];
  features: readonly string[];
  /** The referral (click-out) URL behind 'Start Trading'; without one the button is not shown. */
  startTradingHref?: string | null;
  /** The broker's website behind 'Learn More'; without one the button is not shown. */
  learnMoreHref?: string | null;
  /** The heading level of the broker's name in the page outline. Default 2. */
  headingLevel?: BrokerCardHeadingLevel;
  /** Facts shown first, before the deposit (for example the cost of a trade). */
  leadFacts?: readonly { label: string; value: string }[];
  /** The risk statement that stands beside 'Start Trading' (the broker's own retail-loss figure, or a general warning). */
  riskWarning?: ReactNode;
  /** Extra content above the buttons (a link to the broker's page, a compare checkbox). */
  footer?: ReactNode;
}

/** One partner broker: logo, rating, key terms, feature tags, and the referral and website links. */
export const BrokerCard = forwardRef<HTMLElement, BrokerCardProps>(function BrokerCard(
  {
    name,
    description,
    logoSrc,
    rating,
    minDeposit,
    spreads,
    leverage,
    platforms,
    regulation,
    features,
    startTradingHref,
    learnMoreHref,
    headingLevel = 2,
    leadFacts = [],
    riskWarning,
    footer,
    className,
    ...rest
  },
  ref,
) {
  const shownPlatforms = platforms.filter(Boolean);
  const shownRegulation = regulation.filter(Boolean);
  const shownFeatures = features.filter(Boolean);
  return (
    <CardArticle ref={ref} className={cx(styles.root, className)} {...rest}>
      <div className={styles.header}>
        {logoSrc ? (
          <img className={styles.logo} src={logoSrc} alt={`${name} logo`} width={64} height={64} loading="lazy" />
        ) : (
          <span className={styles.logoFallback} aria-hidden="true">
            {name.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <div className={styles.titleBlock}>
          <CardTitle level={headingLevel} className={styles.name}>
            {name}
          </CardTitle>
          <RatingStars rating={rating} showValue size="sm" />
        </div>
      </div>
      <p className={styles.description}>{description}</p>
      <dl className={styles.facts}>
        {leadFacts.map((fact) => (
          <div key={fact.label} className={styles.factRow}>
            <dt className={styles.factLabel}>{fact.label}</dt>
            <dd className={styles.factValue}>{fact.value}</dd>
          </div>
        ))}
        <dt className={styles.factLabel}>Min Deposit</dt>
        <dd className={styles.factValue}>{minDeposit}</dd>
        <dt className={styles.factLabel}>Spreads</dt>
        <dd className={styles.factValue}>{spreads}</dd>
        <dt className={styles.factLabel}>Leverage</dt>
        <dd className={styles.factValue}>{leverage}</dd>
        {shownPlatforms.length > 0 && (
          <>
            <dt className={styles.factLabel}>Platforms</dt>
            <dd className={styles.factValue}>{shownPlatforms.join(', ')}</dd>
          </>
        )}
        {shownRegulation.length > 0 && (
          <>
            <dt className={styles.factLabel}>Regulation</dt>
            <dd className={styles.factValue}>{shownRegulation.join(', ')}</dd>
          </>
        )}
      </dl>
      <TagList tags={shownFeatures} tone="raised" size="xs" aria-label={`${name} features`} />
      {footer}
      <BrokerCardActions name={name} startTradingHref={startTradingHref} learnMoreHref={learnMoreHref} />
      {riskWarning && <p className={styles.riskWarning}>{riskWarning}</p>}
    </CardArticle>
  );
});
