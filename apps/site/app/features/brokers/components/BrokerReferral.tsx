import { Badge, Button, VisuallyHidden } from '@upm/ui';
import { brokersCopy as copy } from '~/content/brokers';
import { brokerRiskStatement } from '~/features/brokers/risk';
import type { DirectoryBroker } from '~/features/brokers/directory';
import * as styles from './Brokers.css';

/**
 * 'Start Trading with <name>' through /go/ (counted, marked as an ad), with the broker's own risk statement beside
 * it. The name is visible, not only read out: on the compare page several of these sit together.
 */
export function BrokerReferral({ broker }: { broker: Pick<DirectoryBroker, 'name' | 'startHref' | 'retailLoss'> }) {
  return (
    <div className={styles.referral}>
      {broker.startHref && (
        <>
          <Button asChild variant="primary">
            <a href={broker.startHref} target="_blank" rel="sponsored noopener noreferrer">
              Start Trading with {broker.name} <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
            </a>
          </Button>
          <Badge>Ad</Badge>
        </>
      )}
      <p className={styles.risk}>{brokerRiskStatement(broker.retailLoss, copy.generalRiskWarning)}</p>
    </div>
  );
}
