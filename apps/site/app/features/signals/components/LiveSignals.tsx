import { TextLink } from '@upm/ui';
import { PageSection } from '~/components/content/PageSection';
import { signalRecord } from '~/content/services/signal-record';
import type { SignalsPageView } from '~/features/signals/signal-pages.server';
import { LocalTimes } from './LocalTimes';
import { SignalMethod } from './SignalMethod';
import { SignalStatisticsFigures } from './SignalStatistics';
import { SignalsTable } from './SignalsTable';
import { TrackRecordSummary } from './TrackRecordSummary';
import * as styles from './signals.css';

/** The open signals, the track record and its statistics on /services/signals, with the links to the whole record. */
export function LiveSignals({ open, record, method: methodItems }: SignalsPageView) {
  const { links, method } = signalRecord;
  return (
    <>
      <LocalTimes />
      <PageSection id="open-signals" heading={signalRecord.open.heading} lead={signalRecord.open.intro} fade={false}>
        {open.length === 0 ? (
          <p>{signalRecord.open.empty}</p>
        ) : (
          <SignalsTable caption={`${signalRecord.open.heading}, newest first`} signals={open} />
        )}
        <p className={styles.links}>
          <TextLink href="/services/signals/history">{links.history}</TextLink>
          <TextLink href="/services/signals/history.csv">{links.csv}</TextLink>
          <TextLink href="/services/signals/history-events.csv">{links.eventsCsv}</TextLink>
          <TextLink href="/services/signals/feed.xml">{links.feed}</TextLink>
        </p>
      </PageSection>
      <PageSection id="track-record" heading={signalRecord.record.heading} lead={signalRecord.record.intro} muted>
        {record ? (
          <div className={styles.stack}>
            <TrackRecordSummary periods={record.periods} />
            <p className={styles.links}>
              <TextLink href="#statistics">{signalRecord.statistics.heading}</TextLink>
              <TextLink href="#how-computed">{method.heading}</TextLink>
            </p>
          </div>
        ) : (
          <p>{signalRecord.record.empty}</p>
        )}
      </PageSection>
      {record && (
        <PageSection id="statistics" heading={signalRecord.statistics.heading} lead={signalRecord.statistics.intro}>
          <SignalStatisticsFigures {...record.statistics} />
          <p className={styles.disclaimer}>{signalRecord.disclaimer}</p>
        </PageSection>
      )}
      <PageSection id="how-computed" heading={method.heading} lead={method.intro} muted>
        <SignalMethod items={methodItems} />
      </PageSection>
    </>
  );
}
