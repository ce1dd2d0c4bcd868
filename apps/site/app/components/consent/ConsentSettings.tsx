import { Button } from '@upm/ui';
import { chooseConsent, useWidgetConsent } from '~/platform/consent';
import * as styles from './consent.css';

const described = {
  accept: 'You accepted: TradingView\u2019s widgets load on every page.',
  reject: 'You rejected: no TradingView widget loads, and prices on this site are not live.',
  undecided: 'You have not chosen yet: nothing loads from TradingView until you do.',
} as const;

/** /cookies: the visitor's current choice and the buttons to change it (the footer links here). */
export function ConsentSettings() {
  const consent = useWidgetConsent();
  return (
    <div data-consent-part className={styles.settings}>
      <p role="status">
        {consent === 'unknown'
          ? 'Without JavaScript no third-party widget can load, so there is nothing to choose and nothing is stored.'
          : described[consent]}
      </p>
      <div className={styles.settingsActions}>
        {consent === 'unknown' ? null : (
          <>
            <Button variant="outline" onClick={() => chooseConsent('accept')} aria-pressed={consent === 'accept'}>
              Accept third-party market widgets
            </Button>
            <Button variant="outline" onClick={() => chooseConsent('reject')} aria-pressed={consent === 'reject'}>
              Reject third-party market widgets
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
