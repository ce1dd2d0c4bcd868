import { Button, Choice, Container, Notice } from '@upm/ui';
import { Form, Link } from 'react-router';
import { brokersCopy } from '~/content/brokers';
import { brokerPath, brokersPath, comparePath, ratingMethodPath } from '~/features/brokers/broker-paths';
import { type CompareRow, type CompareSelection, compareRows } from '~/features/brokers/compare';
import * as directoryStyles from './BrokerDirectory.css';
import { BrokerReferral } from './BrokerReferral';
import * as styles from './Brokers.css';
import * as compareStyles from './ComparePage.css';

const copy = brokersCopy.compare;
const notStated = brokersCopy.brokerPage.notStated;

export interface ComparePageProps extends CompareSelection {
  /** Every listed broker, for the picker. */
  choices: { slug: string; name: string }[];
}

/** A value and, when it is the row's best, the word that says so (not only a colour). */
function Value({ row, index }: { row: CompareRow; index: number }) {
  const best = row.best.includes(index);
  return (
    <>
      {row.values[index] ?? notStated}
      {best && <strong className={compareStyles.best}> ({copy.best})</strong>}
    </>
  );
}

/**
 * Brokers side by side (a table on wide screens; on narrow ones one card per broker, headed by its name and ending
 * with its own 'Start Trading with <name>'), with what was refused.
 */
export function ComparePage({ brokers, unknown, tooMany, choices }: ComparePageProps) {
  const rows = compareRows(brokers);
  return (
    <Container className={directoryStyles.page}>
      <h1 className={directoryStyles.title}>{copy.h1}</h1>
      <p className={styles.lead}>
        {copy.intro}{' '}
        <Link to={ratingMethodPath} className={directoryStyles.link}>
          How ratings are computed
        </Link>
      </p>
      {tooMany && <Notice tone="warning">{copy.tooMany}</Notice>}
      {unknown.length > 0 && (
        <Notice tone="warning">
          {copy.unknown} {unknown.join(', ')}
        </Notice>
      )}
      {brokers.length < 2 && <p className={styles.lead}>{copy.tooFew}</p>}
      {brokers.length > 0 && (
        <>
          <div className={compareStyles.tableWrap}>
            <table className={compareStyles.table}>
              <caption className={compareStyles.caption}>{brokers.map((b) => b.name).join(' compared with ')}</caption>
              <thead>
                <tr>
                  <td />
                  {brokers.map((broker) => (
                    <th key={broker.slug} scope="col">
                      <Link to={brokerPath(broker.slug)}>{broker.name}</Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    {brokers.map((broker, index) => (
                      <td key={broker.slug}>
                        <Value row={row} index={index} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className={compareStyles.cards}>
            {brokers.map((broker, index) => (
              <li key={broker.slug} className={compareStyles.card}>
                <h2 className={styles.heading}>
                  <Link to={brokerPath(broker.slug)}>{broker.name}</Link>
                </h2>
                <dl className={styles.facts}>
                  {rows.map((row) => (
                    <div key={row.label} className={directoryStyles.factRow}>
                      <dt className={styles.factLabel}>{row.label}</dt>
                      <dd className={styles.factValue}>
                        <Value row={row} index={index} />
                      </dd>
                    </div>
                  ))}
                </dl>
                <BrokerReferral broker={broker} />
              </li>
            ))}
          </ul>
          <div className={compareStyles.referrals}>
            {brokers.map((broker) => (
              <section key={broker.slug} aria-label={broker.name}>
                <BrokerReferral broker={broker} />
              </section>
            ))}
          </div>
        </>
      )}
      <ComparePicker choices={choices} chosen={brokers.map((b) => b.slug)} />
      <Link to={brokersPath} className={directoryStyles.link}>
        {brokersCopy.brokerPage.backToDirectory}
      </Link>
    </Container>
  );
}

/** Checkboxes of every listed broker: a GET form, so choosing works without JavaScript too. */
function ComparePicker({ choices, chosen }: { choices: ComparePageProps['choices']; chosen: string[] }) {
  return (
    <Form method="get" action={comparePath} reloadDocument>
      <fieldset className={directoryStyles.filters}>
        <legend className={directoryStyles.legend}>{copy.pick}</legend>
        <div className={directoryStyles.fields}>
          {choices.map((choice) => (
            <Choice
              key={choice.slug}
              type="checkbox"
              name="brokers"
              value={choice.slug}
              defaultChecked={chosen.includes(choice.slug)}
              className={directoryStyles.compareLabel}
            >
              {choice.name}
            </Choice>
          ))}
        </div>
        <div className={directoryStyles.formActions}>
          <Button type="submit">{brokersCopy.directory.compareButton}</Button>
        </div>
      </fieldset>
    </Form>
  );
}
