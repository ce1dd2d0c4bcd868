import { Container, Notice } from '@upm/ui';
import { Link } from 'react-router';
import { brokersCopy } from '~/content/brokers';
import type { BestListCopy } from '~/content/brokers.schema';
import { bestListPath, brokersPath, ratingMethodPath } from '~/features/brokers/broker-paths';
import type { DirectoryBroker } from '~/features/brokers/directory';
import * as directoryStyles from './BrokerDirectory.css';
import { DirectoryCard } from './DirectoryCard';
import { directoryCardCopy } from '~/features/brokers/directory-copy';
import * as styles from './Brokers.css';

/** One "best for" list: its rule first, then the brokers it selects, numbered in its order. */
export function BestListPage({ list, brokers }: { list: BestListCopy; brokers: DirectoryBroker[] }) {
  return (
    <Container className={directoryStyles.page}>
      <h1 className={directoryStyles.title}>Best brokers: {list.title}</h1>
      <section aria-labelledby="list-rule" className={styles.section}>
        <h2 id="list-rule" className={styles.heading}>
          How this list is made
        </h2>
        <p className={styles.working}>{brokersCopy.bestListsCommonRule}</p>
        <p className={styles.working}>{list.rule}</p>
        <Link to={ratingMethodPath} className={directoryStyles.link}>
          Regulator tiers and the rating method
        </Link>
      </section>
      <Notice tone="warning" className={directoryStyles.disclosure}>
        <strong>{brokersCopy.disclosure.label}:</strong> {brokersCopy.disclosure.text}
      </Notice>
      {brokers.length === 0 ? (
        <p className={styles.lead}>No listed broker meets this rule today.</p>
      ) : (
        <ol className={directoryStyles.grid}>
          {brokers.map((broker) => (
            <li key={broker.id}>
              <DirectoryCard broker={broker} copy={directoryCardCopy} compare={false} />
            </li>
          ))}
        </ol>
      )}
      <nav aria-label="Other lists">
        <ul className={directoryStyles.bestListLinks}>
          {brokersCopy.bestLists
            .filter((other) => other.slug !== list.slug)
            .map((other) => (
              <li key={other.slug}>
                <Link to={bestListPath(other.slug)} className={directoryStyles.link}>
                  {other.title}
                </Link>
              </li>
            ))}
          <li>
            <Link to={brokersPath} className={directoryStyles.link}>
              {brokersCopy.brokerPage.backToDirectory}
            </Link>
          </li>
        </ul>
      </nav>
    </Container>
  );
}
