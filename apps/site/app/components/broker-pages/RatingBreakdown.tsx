import { Link } from 'react-router-dom';
import type { RatingPart } from '~/lib/brokers/rating';
import { ratingMethodPath } from '~/lib/brokers/rating-method';
import * as directoryStyles from '../broker-directory/BrokerDirectory.css';
import * as styles from './BrokerPages.css';

/**
 * A computed rating and the parts it adds up from, with the method it follows. `compact` is one line (the
 * directory's cards); the full form is a list with each part's reason (a broker's own page).
 */
export function RatingBreakdown({
  name,
  rating,
  parts,
  compact = false,
}: {
  name: string;
  rating: number;
  parts: readonly RatingPart[];
  compact?: boolean;
}) {
  const method = (
    <Link to={ratingMethodPath} className={directoryStyles.link}>
      How ratings are computed
    </Link>
  );
  if (compact) {
    return (
      <p className={styles.muted}>
        Rating {rating} of 5 = {parts.map((part) => `${part.label.toLowerCase()} ${part.points}`).join(' + ')}. {method}
      </p>
    );
  }
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
