import { Badge } from '../Badge';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './BrokerCard.css';

// Both buttons leave the site in a new tab (as on the original site). "sponsored" marks paid links for search
// engines; noopener/noreferrer keep the opened page from reaching back into ours.
const outbound = { target: '_blank', rel: 'sponsored noopener noreferrer' } as const;

export interface BrokerCardActionsProps {
  /** The broker's name, which makes each link's accessible name unique on a page of cards. */
  name: string;
  startTradingHref?: string | null;
  learnMoreHref?: string | null;
}

/** The card's referral ('Start Trading', marked as an ad) and website ('Learn More') links; none without hrefs. */
export function BrokerCardActions({ name, startTradingHref, learnMoreHref }: BrokerCardActionsProps) {
  if (!startTradingHref && !learnMoreHref) return null;
  return (
    <div className={styles.actions}>
      {startTradingHref && (
        <span className={styles.referral}>
          {/* A plain anchor, not the router's link: it opens a new tab outside the app. */}
          <Button asChild variant="primary">
            <a href={startTradingHref} {...outbound}>
              Start Trading <VisuallyHidden>with {name} (opens in a new tab)</VisuallyHidden>
            </a>
          </Button>
          {/* Advertising disclosure next to the paid link (UK CAP code 2.1, FTC endorsement guides). */}
          <Badge>Ad</Badge>
        </span>
      )}
      {learnMoreHref && (
        <Button asChild variant="outline">
          <a href={learnMoreHref} {...outbound}>
            Learn More <VisuallyHidden>about {name} (opens in a new tab)</VisuallyHidden>
          </a>
        </Button>
      )}
    </div>
  );
}
