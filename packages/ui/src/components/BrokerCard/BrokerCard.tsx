import { type ComponentPropsWithoutRef, forwardRef, useId } from 'react';
import { Badge } from '../Badge';
import { buttonVariants } from '../Button';
import { Card } from '../Card';
import { RatingStars } from '../RatingStars';
import * as styles from './BrokerCard.css';

export const brokerCardHeadingLevels = [2, 3, 4] as const;
export type BrokerCardHeadingLevel = (typeof brokerCardHeadingLevels)[number];

export interface BrokerCardProps extends Omit<ComponentPropsWithoutRef<'article'>, 'children'> {
  name: string;
  description: string;
  /** An http(s) URL or a site path; without one the card shows the broker's initial. */
  logoSrc?: string | null;
  /** 0 to 5; the stars show it rounded down (spec §2). */
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
}

// Both buttons leave the site in a new tab (spec §2). "sponsored" marks paid links for search
// engines; noopener/noreferrer keep the opened page from reaching back into ours.
const outbound = { target: '_blank', rel: 'sponsored noopener noreferrer' } as const;

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
    className,
    ...rest
  },
  ref,
) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const shownPlatforms = platforms.filter(Boolean);
  const shownRegulation = regulation.filter(Boolean);
  const shownFeatures = features.filter(Boolean);
  return (
    <Card
      as="article"
      ref={ref}
      aria-labelledby={headingId}
      className={className ? `${styles.root} ${className}` : styles.root}
      {...rest}
    >
      <div className={styles.header}>
        {logoSrc ? (
          <img className={styles.logo} src={logoSrc} alt={`${name} logo`} width={64} height={64} loading="lazy" />
        ) : (
          <span className={styles.logoFallback} aria-hidden="true">
            {name.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <div className={styles.titleBlock}>
          <Heading id={headingId} className={styles.name}>
            {name}
          </Heading>
          <RatingStars rating={rating} showValue size="sm" />
        </div>
      </div>
      <p className={styles.description}>{description}</p>
      <dl className={styles.facts}>
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
      {shownFeatures.length > 0 && (
        <ul className={styles.features} aria-label={`${name} features`}>
          {shownFeatures.map((feature, index) => (
            <li key={`${index}-${feature}`} className={styles.feature}>
              {feature}
            </li>
          ))}
        </ul>
      )}
      {(startTradingHref || learnMoreHref) && (
        <div className={styles.actions}>
          {startTradingHref && (
            <span className={styles.referral}>
              {/* A plain anchor, not the router's link: it opens a new tab outside the app. */}
              <a className={buttonVariants({ variant: 'primary' })} href={startTradingHref} {...outbound}>
                Start Trading <span className={styles.visuallyHidden}>with {name} (opens in a new tab)</span>
              </a>
              {/* Advertising disclosure next to the paid link (UK CAP code 2.1, FTC endorsement guides). */}
              <Badge>Ad</Badge>
            </span>
          )}
          {learnMoreHref && (
            <a className={buttonVariants({ variant: 'outline' })} href={learnMoreHref} {...outbound}>
              Learn More <span className={styles.visuallyHidden}>about {name} (opens in a new tab)</span>
            </a>
          )}
        </div>
      )}
    </Card>
  );
});
