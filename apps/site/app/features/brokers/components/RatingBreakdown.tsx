import { Link } from 'react-router';
import { ratingMethodPath } from '~/features/brokers/broker-paths';
import type { RatingPart } from '~/features/brokers/rating';
import * as directoryStyles from './BrokerDirectory.css';
import * as styles from './Brokers.css';

/** A computed rating and the parts it adds up from, each with its reason, and the method it follows. */
export function RatingBreakdown({
  name,
  rating,
  parts,
}: {
  name: string;
  rating: number;
  parts: readonly RatingPart[];
}) {
  const method = (
    <Link to={ratingMethodPath} className={directoryStyles.link}>
      How ratings are computed
    </Link>
  );
  return (
    <div className={styles.section}>
      <p className={styles.working}>
        {name}: rating {rating} of 5, computed from the figures below
      </p>
      <ul className={styles.list}>
        {parts.map((part) => (
          <li key={part.key}>
            {part.label}: {part.points} of {part.max} ({part.reason})
          </li>
        ))}
      </ul>
      {method}
    </div>
  );
}
