import { TextLink } from '@upm/ui';
import { PageSection } from '~/components/content/PageSection';
import { signalRecord } from '~/content/services/signal-record';
import type { SignalsPageData } from '~/lib/signals/signal-types';
import { EquityCurve } from './EquityCurve';
import { LocalTimes } from './LocalTimes';
import { SignalsTable } from './SignalsTable';
import { TrackRecordSummary } from './TrackRecordSummary';
import * as styles from './signals.css';

/** The open signals and the track record of /services/signals, with the links to the whole record. */
export function LiveSignals({ open, records, curve }: SignalsPageData) {
  const { links } = signalRecord;
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
        {records.all.closed === 0 ? (
          <p>{signalRecord.record.empty}</p>
        ) : (
          <div className={styles.stack}>
            <TrackRecordSummary records={records} />
            <EquityCurve heading={signalRecord.record.curveHeading} points={curve} />
            <p className={styles.disclaimer}>{signalRecord.disclaimer}</p>
          </div>
        )}
      </PageSection>
    </>
  );
}
