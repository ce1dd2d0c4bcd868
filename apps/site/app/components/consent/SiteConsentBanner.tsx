import { ConsentBanner } from '@upm/ui';
import { chooseConsent } from '~/platform/consent';
import * as styles from './consent.css';

/** The first-visit banner: rendered on every page, shown by CSS only while no choice is stored. */
export function SiteConsentBanner() {
  return (
    <ConsentBanner
      className={styles.banner}
      message="Live prices and charts come from TradingView, which sets cookies. Load them?"
      onAccept={() => chooseConsent('accept')}
      onReject={() => chooseConsent('reject')}
      detailsHref="/cookies"
    />
  );
}
