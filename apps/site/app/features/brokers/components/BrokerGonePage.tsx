import { Container } from '@upm/ui';
import { Link } from 'react-router';
import { brokersCopy as copy } from '~/content/brokers';
import { bestListPath, brokersPath } from '~/features/brokers/broker-paths';
import * as directoryStyles from './BrokerDirectory.css';
import * as styles from './Brokers.css';

/** The page an inactive broker's address answers with 410: what happened and where to go instead. */
export function BrokerGonePage({ name }: { name: string }) {
  return (
    <Container className={directoryStyles.page}>
      <h1 className={directoryStyles.title}>{copy.brokerPage.goneHeading}</h1>
      <p className={styles.lead}>
        {name}: {copy.brokerPage.goneText}
      </p>
      <ul className={styles.list}>
        <li>
          <Link to={brokersPath} className={directoryStyles.link}>
            {copy.brokerPage.backToDirectory}
          </Link>
        </li>
        {copy.bestLists.map((list) => (
          <li key={list.slug}>
            <Link to={bestListPath(list.slug)} className={directoryStyles.link}>
              Best brokers: {list.title}
            </Link>
          </li>
        ))}
      </ul>
    </Container>
  );
}
