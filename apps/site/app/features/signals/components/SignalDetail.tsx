import { Hero, TextLink } from '@upm/ui';
import { PageSection } from '~/components/content/PageSection';
import { signalRecord } from '~/content/services/signal-record';
import { orderTypeLabels, signalLevels, statusLabels } from '~/features/signals/signal-format';
import type { Signal, SignalEvent } from '~/features/signals/signal-types';
import { DemoNotice } from './DemoNotice';
import { LocalTimes } from './LocalTimes';
import { SignalTime } from './SignalTime';
import { SignalTimeline } from './SignalTimeline';
import * as styles from './signals.css';

export interface SignalDetailProps {
  signal: Signal;
  events: SignalEvent[];
}

/** The title of a signal's page: `BUY EUR/USD limit`. */
export const signalTitle = (signal: Signal) =>
  `${signal.direction} ${signal.instrument} ${orderTypeLabels[signal.orderType].toLowerCase()}`;

/** One signal: its levels, its timeline from publication to its end, and its result. */
export function SignalDetail({ signal, events }: SignalDetailProps) {
  const levels = signalLevels(signal, events);
  const facts: Array<[string, React.ReactNode]> = [
    ['Status', statusLabels[signal.status]],
    ['Entry', levels.entry],
    ['Stop-loss', `${levels.stopLoss} (published at ${levels.initialStopLoss})`],
    ['Take-profit', `${levels.takeProfit} (published at ${levels.initialTakeProfit})`],
    ['Published', <SignalTime key="p" at={signal.publishedAt} />],
  ];
  if (signal.validUntil) facts.push(['Valid until', <SignalTime key="v" at={signal.validUntil} />]);
  facts.push([signalRecord.reasoning.label, signal.note ?? signalRecord.reasoning.none]);
  if (signal.cancelReason) facts.push(['Reason for cancelling', signal.cancelReason]);
  if (signal.status === 'closed') {
    facts.push(['Exit', levels.exit], ['Result', levels.result]);
    const corrections = events.filter((event) => event.kind === 'corrected');
    if (corrections.length > 0) {
      facts.push([
        'Corrected',
        `${corrections.length === 1 ? 'Once' : `${corrections.length} times`}: see the timeline for what was recorded first and why`,
      ]);
    }
  }
  return (
    <>
      <LocalTimes />
      {signal.demo && <DemoNotice />}
      <Hero
        title={`Signal: ${signalTitle(signal)}`}
        lead={`Published by our analysts. Every step is timed by our server.`}
      />
      <PageSection id="signal" heading="Levels and result" fade={false}>
        <dl className={styles.figureList}>
          {facts.map(([label, value]) => (
            <div key={label} className={styles.figures}>
              <dt>{label}</dt>
              <dd className={styles.figure}>{value}</dd>
            </div>
          ))}
        </dl>
        {signal.status === 'closed' && <p className={styles.disclaimer}>{signalRecord.disclaimer}</p>}
      </PageSection>
      <PageSection id="timeline" heading="Timeline" muted>
        <SignalTimeline signal={signal} events={events} className={styles.timeline} />
        <p>
          <TextLink href="/services/signals/history">{signalRecord.links.history}</TextLink>
        </p>
      </PageSection>
    </>
  );
}
