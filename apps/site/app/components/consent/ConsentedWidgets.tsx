import { Button, WidgetNotice, type TradingViewWidgetState, type WidgetNoticeLink } from '@upm/ui';
import { useCallback, useState, type ReactNode } from 'react';
import { chooseConsent, loadWidgetsOnce, useWidgetConsent } from '~/platform/consent';
import * as styles from './consent.css';

/** What a widget needs from its section: whether it may load, and where to report its state. */
export interface WidgetLoading {
  loadWidget: boolean;
  onStateChange: (state: TradingViewWidgetState) => void;
}

export const widgetTexts = {
  consent: 'Live charts are provided by TradingView, which sets cookies.',
  load: 'Load TradingView charts',
  always: 'Always load on this site',
  failed: 'Live charts could not load. Prices on this page are not live.',
  noScript: 'Live charts need JavaScript, so prices on this page are not live.',
} as const;

/**
 * One page section's TradingView widgets behind consent (decision 017) with one compact fallback: until
 * the visitor accepts, a notice with the load buttons and the symbols as links; if a widget fails, the same
 * notice saying prices are not live. Before hydration the server's markup holds both, and CSS picks from the
 * stored choice (consent.css.ts), so nothing moves once the scripts run.
 */
export function ConsentedWidgets({
  links,
  children,
}: {
  links: readonly WidgetNoticeLink[];
  children: (loading: WidgetLoading) => ReactNode;
}) {
  const consent = useWidgetConsent();
  const [failed, setFailed] = useState(false);
  const onStateChange = useCallback((state: TradingViewWidgetState) => {
    if (state === 'failed') setFailed(true);
  }, []);
  const hydrated = consent !== 'unknown';
  const allowed = consent === 'accept';
  const showNotice = !hydrated || !allowed || failed;
  const showWidgets = !hydrated || (allowed && !failed);
  return (
    <>
      {showNotice ? (
        <WidgetNotice
          data-consent-part
          className={hydrated ? undefined : styles.noticeUnlessAccepted}
          message={failed ? widgetTexts.failed : widgetTexts.consent}
          links={links}
          actions={failed ? undefined : <NoticeActions hydrated={hydrated} />}
        />
      ) : null}
      {showWidgets ? (
        <div data-consent-part className={hydrated ? undefined : styles.widgetsIfAccepted}>
          {children({ loadWidget: hydrated && allowed, onStateChange })}
        </div>
      ) : null}
    </>
  );
}

/** The buttons once scripts run; without scripts, in the same reserved row, a note that nothing will load. */
function NoticeActions({ hydrated }: { hydrated: boolean }) {
  if (!hydrated) return <noscript>{widgetTexts.noScript}</noscript>;
  return (
    <>
      <Button variant="primary" size="sm" onClick={loadWidgetsOnce}>
        {widgetTexts.load}
      </Button>
      <Button variant="outline" size="sm" onClick={() => chooseConsent('accept')}>
        {widgetTexts.always}
      </Button>
    </>
  );
}
