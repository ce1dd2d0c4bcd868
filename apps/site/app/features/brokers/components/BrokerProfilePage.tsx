import { Container, Notice, RatingStars, VisuallyHidden } from '@upm/ui';
import { Link } from 'react-router';
import { brokersCopy as copy } from '~/content/brokers';
import { brokersPath, ratingMethodPath } from '~/features/brokers/broker-paths';
import { productLabels } from '~/features/brokers/broker-facts';
import { costWorking, formatUsd } from '~/features/brokers/cost';
import { pricingModel, swapText } from '~/features/brokers/pricing-labels';
import { registerLink, regulatorTier } from '~/features/brokers/regulator-tiers';
import { RatingBreakdown } from './RatingBreakdown';
import { type BrokerProfile, depositText, leverageText, yesNoText } from '~/features/brokers/profile';
import * as directoryStyles from './BrokerDirectory.css';
import { BrokerReferral } from './BrokerReferral';
import * as styles from './Brokers.css';

/** Every fact of the broker as term and value; "Not stated" where the broker has not published it. */
export function brokerFacts(broker: BrokerProfile): { label: string; value: string | null }[] {
  const list = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : null);
  return [
    { label: 'Minimum deposit', value: depositText(broker) ?? broker.minDeposit },
    { label: 'Spread and commission', value: broker.spreads },
    { label: 'Pricing', value: pricingModel(broker) },
    { label: 'Typical EUR/USD spread', value: broker.spreadPips === null ? null : `${broker.spreadPips} pips` },
    {
      label: 'Commission per lot (round turn)',
      value: broker.commissionUsd === null ? null : formatUsd(broker.commissionUsd),
    },
    { label: 'Swap per lot per night, EUR/USD long', value: swapText(broker.swapLongUsd) },
    { label: 'Swap per lot per night, EUR/USD short', value: swapText(broker.swapShortUsd) },
    {
      label: 'Inactivity fee per month',
      value: broker.inactivityFeeUsd === null ? null : formatUsd(broker.inactivityFeeUsd),
    },
    { label: 'Withdrawal fee', value: broker.withdrawalFeeUsd === null ? null : formatUsd(broker.withdrawalFeeUsd) },
    { label: 'Costs and fees checked', value: broker.figuresAsOf },
    { label: 'Maximum retail leverage', value: leverageText(broker.maxLeverage) },
    { label: 'Leverage by entity', value: broker.leverage },
    { label: 'Platforms', value: list(broker.tradingPlatforms) },
    { label: 'Account types', value: list(broker.accountTypes) },
    { label: 'Products', value: list(broker.products.map((product) => productLabels[product])) },
    { label: 'Demo account', value: yesNoText(broker.demoAccount) },
    { label: 'Islamic (swap-free) account', value: yesNoText(broker.islamicAccount) },
    { label: 'Deposit methods', value: list(broker.depositMethods) },
    { label: 'Founded', value: broker.yearFounded === null ? null : String(broker.yearFounded) },
    { label: 'Headquarters', value: broker.headquarters || null },
  ];
}

/** A broker's own page: cost worked out, regulators with their registers, every fact, the referral. */
export function BrokerProfilePage({ broker }: { broker: BrokerProfile }) {
  const working = costWorking(broker.spreadPips, broker.commissionUsd);
  return (
    <Container className={directoryStyles.page}>
      <div className={styles.header}>
        {broker.logo && <img className={styles.logo} src={broker.logo} alt="" width={64} height={64} />}
        <h1 className={directoryStyles.title}>{broker.name}</h1>
        <RatingStars rating={broker.rating} showValue size="sm" />
        <Link to={ratingMethodPath} className={directoryStyles.link}>
          How this rating is computed
        </Link>
      </div>
      <p className={styles.lead}>{broker.description}</p>
      <Notice tone="warning" className={directoryStyles.disclosure}>
        <strong>{copy.disclosure.label}:</strong> {copy.disclosure.text}
      </Notice>
      <BrokerReferral broker={broker} />

      <section className={styles.section} aria-labelledby="cost">
        <h2 id="cost" className={styles.heading}>
          {copy.brokerPage.costHeading}
        </h2>
        <p className={styles.costFigure}>
          {broker.costPerLot === null ? copy.brokerPage.notStated : `${formatUsd(broker.costPerLot)} per standard lot`}
        </p>
        {working && <p className={styles.working}>{working}</p>}
        <p className={styles.lead}>
          {copy.brokerPage.costExplained} Figures {broker.figuresAsOf}
          {broker.figuresSource ? (
            <>
              , from{' '}
              <a href={broker.figuresSource} target="_blank" rel="noopener noreferrer">
                the broker’s published terms <span aria-hidden="true">↗</span>
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </>
          ) : null}
          .
        </p>
      </section>

      <section className={styles.section} aria-labelledby="rating">
        <h2 id="rating" className={styles.heading}>
          Rating
        </h2>
        <RatingBreakdown name={broker.name} rating={broker.rating} parts={broker.ratingParts} />
      </section>

      <section className={styles.section} aria-labelledby="regulation">
        <h2 id="regulation" className={styles.heading}>
          {copy.brokerPage.regulatorsHeading}
        </h2>
        <RegulatorList broker={broker} />
      </section>

      <section className={styles.section} aria-labelledby="facts">
        <h2 id="facts" className={styles.heading}>
          {copy.brokerPage.factsHeading}
        </h2>
        <dl className={styles.facts}>
          {brokerFacts(broker).map((fact) => (
            <div key={fact.label} className={directoryStyles.factRow}>
              <dt className={styles.factLabel}>{fact.label}</dt>
              <dd className={styles.factValue}>{fact.value ?? copy.brokerPage.notStated}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.muted}>{copy.brokerPage.illustrative}</p>
      </section>
      <Link to={brokersPath} className={directoryStyles.link}>
        {copy.brokerPage.backToDirectory}
      </Link>
    </Container>
  );
}

function RegulatorList({ broker }: { broker: BrokerProfile }) {
  if (broker.regulators.length === 0) {
    const named = broker.regulation.length > 0 ? ` Listed: ${broker.regulation.join(', ')}.` : '';
    return <p className={styles.lead}>{copy.brokerPage.noRegulators + named}</p>;
  }
  return (
    <ul className={styles.list}>
      {broker.regulators.map((entry) => {
        const link = registerLink(entry);
        return (
          <li key={`${entry.regulator}-${entry.licence}`}>
            <strong>{entry.regulator}</strong> (tier {regulatorTier(entry.regulator)})
            {entry.licence && `, licence ${entry.licence}`}:{' '}
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.kind === 'entry'
                ? `this licence on the ${entry.regulator} register`
                : `the ${entry.regulator} register`}{' '}
              <span aria-hidden="true">↗</span>
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
            {link.kind === 'search' &&
              (entry.licence
                ? ` (its pages cannot be linked by number: search it for ${entry.licence})`
                : ' (search it for the firm’s name)')}
          </li>
        );
      })}
    </ul>
  );
}
