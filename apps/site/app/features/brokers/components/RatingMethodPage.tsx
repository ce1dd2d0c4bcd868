import { Container, DataTable, type DataTableColumn, VisuallyHidden } from '@upm/ui';
import { Link } from 'react-router';
import { brokersCopy } from '~/content/brokers';
import { bestListPath, brokersPath } from '~/features/brokers/broker-paths';
import { type RegulatorName, regulatorNames, regulatorRegisters } from '~/features/brokers/broker-facts';
import { costScale, platformPoints, ratingWeights, tierPoints } from '~/features/brokers/rating';
import { type RegulatorProfile, regulatorProfiles, regulatorTiersReviewedOn } from '~/features/brokers/regulator-tiers';
import { publishedOn } from '~/features/brokers/risk';
import * as directoryStyles from './BrokerDirectory.css';
import * as styles from './Brokers.css';

const byTier = [...regulatorNames].sort(
  (a, b) => regulatorProfiles[a].tier - regulatorProfiles[b].tier || a.localeCompare(b),
);

/** The weights of the rating, as rows: every number comes from rating.ts, so the page cannot drift from the code. */
const weightRows = [
  {
    part: 'Regulation',
    max: ratingWeights.regulation,
    how: `The best tier among the broker’s regulated entities: tier 1 gives ${tierPoints[1]}, tier 2 gives ${tierPoints[2]}, tier 3 or no recorded regulator gives ${tierPoints[3]}.`,
  },
  {
    part: 'Cost per lot',
    max: ratingWeights.cost,
    how: `What one standard lot of EUR/USD costs to open and close (typical spread × $10 + commission): $${costScale.full} or less gives all ${ratingWeights.cost}, falling in a straight line to 0 at $${costScale.zero} or more. No stated spread gives 0.`,
  },
  {
    part: 'Loss figure',
    max: ratingWeights.lossFigure,
    how: `The broker publishes the share of its retail accounts that lose money: ${ratingWeights.lossFigure} with the date it was published, ${ratingWeights.lossFigure / 2} without a date, 0 when it publishes none.`,
  },
  {
    part: 'Platforms',
    max: ratingWeights.platforms,
    how: `${platformPoints.each} for each trading platform offered, at most ${platformPoints.counted} counted.`,
  },
];

type WeightRow = (typeof weightRows)[number];
const weightColumns: DataTableColumn<WeightRow>[] = [
  { key: 'part', header: 'Part', rowHeader: true },
  { key: 'max', header: 'Points (at most)', numeric: true },
  { key: 'how', header: 'How the points are given', prose: true },
];

type TierRow = RegulatorProfile & { name: RegulatorName };
const tierColumns: DataTableColumn<TierRow>[] = [
  { key: 'name', header: 'Regulator', rowHeader: true, render: (row) => `${row.name} (${row.jurisdiction})` },
  { key: 'tier', header: 'Tier', numeric: true },
  { key: 'basis', header: 'Why', prose: true },
  { key: 'entryUrl', header: 'Register', render: (row) => <RegisterCell name={row.name} /> },
];

/** /ib-partners/rating-method: the published method every rating, "Best" mark and best-for list follows. */
export function RatingMethodPage({ h1 }: { h1: string }) {
  return (
    <Container className={directoryStyles.page}>
      <h1 className={directoryStyles.title}>{h1}</h1>
      <p className={styles.lead}>
        Every broker rating on this site is computed from the figures we store for that broker, by the method below;
        nobody types a rating in. The figures are the broker’s own published terms as recorded by our team, each with
        the date it was checked, shown on the broker’s page. A rating says how a broker scores on these four checkable
        facts only: it does not measure service, execution or financial strength.
      </p>

      <section className={styles.section} aria-labelledby="weights">
        <h2 id="weights" className={styles.heading}>
          The weights
        </h2>
        <DataTable
          caption="Parts of the rating and their points"
          columns={weightColumns}
          rows={weightRows}
          rowKey={(row) => row.part}
        />
        <p className={styles.lead}>
          The rating is the sum of the four parts, out of 5, rounded to one decimal. Each broker’s page shows its parts
          and the reason for each. On the compare page “Best” marks the highest computed rating, never a typed figure.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="tiers">
        <h2 id="tiers" className={styles.heading}>
          How regulators are tiered
        </h2>
        <p className={styles.lead}>
          One criterion decides the tier: whether the regulator’s own rules cap the leverage a retail client may use on
          a major currency pair at 1:50 or less. Tier 1: they do, and the rule is named below. Tier 2: an onshore
          supervisor where we have not confirmed such a cap. Tier 3: an offshore licensing centre where we found no
          retail leverage cap. A regulator stays out of tier 1 until we have checked its rule. Reviewed on{' '}
          {publishedOn(regulatorTiersReviewedOn)}.
        </p>
        <DataTable
          caption="Regulators by tier"
          columns={tierColumns}
          rows={byTier.map((name) => ({ name, ...regulatorProfiles[name] }))}
          rowKey={(row) => row.name}
        />
      </section>

      <section className={styles.section} aria-labelledby="lists">
        <h2 id="lists" className={styles.heading}>
          The best-for lists
        </h2>
        <p className={styles.working}>{brokersCopy.bestListsCommonRule}</p>
        <ul className={styles.list}>
          {brokersCopy.bestLists.map((list) => (
            <li key={list.slug}>
              <Link to={bestListPath(list.slug)} className={directoryStyles.link}>
                {list.title}
              </Link>
              : {list.rule} Ties go to the higher computed rating, then the name.
            </li>
          ))}
        </ul>
      </section>
      <Link to={brokersPath} className={directoryStyles.link}>
        {brokersCopy.brokerPage.backToDirectory}
      </Link>
    </Container>
  );
}

function RegisterCell({ name }: { name: RegulatorName }) {
  return (
    <>
      <a href={regulatorRegisters[name]} target="_blank" rel="noopener noreferrer">
        {name} register<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
      {regulatorProfiles[name].entryUrl ? ': each licence linked by its number' : ': search it for the licence number'}
    </>
  );
}
