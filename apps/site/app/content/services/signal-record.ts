import type { SignalRecordCopy } from './signal-record.schema';

/** The copy of the live signal pages: the open signals, the track record, the history. */
export const signalRecord: SignalRecordCopy = {
  disclaimer: 'Past performance is not a reliable indicator of future results. Signals are not investment advice.',
  open: {
    heading: 'Open Signals',
    intro: 'Every signal we publish, from the moment it is published. Times are GMT, or your own time zone.',
    empty: 'No open signals right now',
  },
  record: {
    heading: 'Track Record',
    intro:
      'Every closed signal counts, losers included. Results are in R: the gain or loss over the risk the signal was published with. Expired and cancelled signals are listed in the history but not counted.',
    empty: 'No closed signals yet: the record starts with the first one.',
    curveHeading: 'Equity curve (cumulative R)',
  },
  history: {
    heading: 'Signal History',
    title: 'Signal History: Every Signal We Published | UPM Trading',
    description: 'Every trading signal we have published, with its levels, status and result, losers included.',
    lead: 'Every signal ever published, newest first. Download the whole record as CSV or follow new signals by feed.',
    empty: 'No signals match these filters.',
  },
  links: {
    history: 'Full history',
    csv: 'Download CSV',
    eventsCsv: 'Every timeline event (CSV)',
    feed: 'Atom feed',
  },
};
