import { BrokerCard, Choice, VisuallyHidden } from '@upm/ui';
import { Link } from 'react-router';
import { brokerPath, ratingMethodPath } from '~/features/brokers/broker-paths';
import { formatUsd } from '~/features/brokers/cost';
import type { DirectoryBroker, DirectoryCardCopy } from '~/features/brokers/directory';
import { brokerRiskStatement } from '~/features/brokers/risk';
import * as styles from './BrokerDirectory.css';

/** The id of the compare form the cards' checkboxes belong to (the `form` attribute: no JavaScript needed). */
export const compareFormId = 'compare-brokers';

/**
 * One broker in the directory: cost first (with the date its figures were checked), the computed rating's parts,
 * its risk statement beside 'Start Trading', its page and 'Compare'.
 */
export function DirectoryCard({
  broker,
  copy,
  compare = true,
}: {
  broker: DirectoryBroker;
  copy: DirectoryCardCopy;
  compare?: boolean;
}) {
  const cost = broker.costPerLot === null ? copy.notStated : `${formatUsd(broker.costPerLot)} (${broker.figuresAsOf})`;
  return (
    <BrokerCard
      name={broker.name}
      description={broker.description}
      logoSrc={broker.logo || null}
      rating={broker.rating}
      minDeposit={broker.minDeposit}
      spreads={broker.spreads ?? copy.notStated}
      leverage={broker.leverage}
      platforms={broker.tradingPlatforms}
      regulation={broker.regulation}
      features={broker.features}
      startTradingHref={broker.startHref}
      learnMoreHref={broker.website}
      headingLevel={2}
      leadFacts={[{ label: copy.costLabel, value: cost }]}
      riskWarning={brokerRiskStatement(broker.retailLoss, copy.generalRiskWarning)}
      footer={
        <div className={styles.cardFooter}>
          <p className={styles.ratingWorking}>
            Rating {broker.rating} of 5 ={' '}
            {broker.ratingParts.map((part) => `${part.label.toLowerCase()} ${part.points}`).join(' + ')}.{' '}
            <Link to={ratingMethodPath} className={styles.link}>
              How ratings are computed
            </Link>
          </p>
          <Link to={brokerPath(broker.slug)} className={styles.link}>
            {copy.viewBroker} <VisuallyHidden>about {broker.name}</VisuallyHidden>
          </Link>
          {compare && (
            <Choice
              type="checkbox"
              name="brokers"
              value={broker.slug}
              form={compareFormId}
              className={styles.compareLabel}
            >
              {copy.compareCheckbox} <VisuallyHidden>{broker.name}</VisuallyHidden>
            </Choice>
          )}
        </div>
      }
    />
  );
}
