import type { SignalMethodItems, SignalRecordCopy } from './signal-record.schema';

/** The copy of the live signal pages: the open signals, the track record, the history. */
export const signalRecord: SignalRecordCopy = {
  disclaimer: 'Past performance is not a reliable indicator of future results. Signals are not investment advice.',
  // Every signal is published with its reasoning now (signal-schema.ts, reasoningError); older ones may lack it,
  // and say so rather than have one written after the fact.
  reasoning: {
    label: 'Reasoning',
    none: 'None recorded: this signal was published before the reasoning became required.',
  },
  open: {
    heading: 'Open Signals',
    intro: 'Every signal we publish, from the moment it is published. Times are GMT, or your own time zone.',
    empty: 'No open signals right now',
  },
  record: {
    heading: 'Track Record',
    intro:
      'Every closed signal counts, losers included. Results are in R: the gain or loss over the risk the signal was published with. Expired and cancelled signals are listed in the history but not counted, nor are demo signals.',
    empty: 'No closed signals yet: the record starts with the first one.',
    curveHeading: 'Equity curve (cumulative R)',
  },
  statistics: {
    heading: 'Statistics',
    intro:
      'The same closed signals as the track record, drawn and broken down: how the record grew, how far it fell from its highs, month by month and instrument by instrument.',
    drawdownHeading: 'Drawdown (R below the previous high)',
    monthsCaption: 'Closed signals by month (GMT), oldest first',
    instrumentsCaption: 'Closed signals by instrument',
  },
  method: {
    heading: 'How these figures are computed',
    intro:
      "Every figure on this page is worked out from the closed signals in the history, with the rules below; the CSV download carries each signal's levels and result so you can check them.",
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

/**
 * How each figure of /services/signals is computed, one rule per term. Apart from signalRecord: only that page
 * shows them, and its loader sends them with the page's data, so no page's script carries them.
 */
export const signalMethodItems: SignalMethodItems = [
  {
    term: 'R (R multiple)',
    text: "The price move from entry to exit in the signal's favour, divided by the distance from entry to the stop-loss the signal was published with. A loss at that stop is −1 R; a stop later moved to the entry and hit is 0 R, because the risk taken was the original one.",
  },
  {
    term: 'Pips and points',
    text: 'Forex: the price move divided by the pip (0.0001, or 0.01 for yen pairs), to one decimal. Metals, oil, indices and crypto: the price difference in points, one point being a difference of 1 in the price.',
  },
  {
    term: 'Which signals count',
    text: 'Closed signals only, in the order they closed. Expired and cancelled signals are listed in the history but never counted. Demo signals, generated for demonstration and not real calls, are never counted either: both CSV files mark them with 1 in their last column, demo (0 for a real signal). The last 30 and 90 days are the signals closed in the 30 or 90 days before the page was loaded.',
  },
  {
    term: 'Win, loss, break-even',
    text: 'A win ended above 0 R, a loss below 0 R, a break-even at exactly 0 R. Win rate is wins divided by all closed signals, break-evens included.',
  },
  {
    term: 'Total R and average R',
    text: "Total R adds up every closed signal's R; average R divides it by the number of closed signals.",
  },
  {
    term: 'Average win and average loss',
    text: 'The mean R of the winning signals, and of the losing ones.',
  },
  {
    term: 'Expectancy',
    text: 'What a signal returned on average: win rate × average win − loss rate × size of the average loss. Break-evens add nothing, so it equals average R.',
  },
  {
    term: 'Profit factor',
    text: 'The R of all wins divided by the R of all losses (as a positive number); shown as — while there is no loss.',
  },
  {
    term: 'Equity curve and drawdown',
    text: 'The equity curve is cumulative R after each closed signal, starting at 0. The drawdown is how far cumulative R stands below its highest point so far (which starts at 0, so early losses count); the maximum drawdown is its deepest point. A long record is drawn from the lowest and highest point of each stretch of signals, so no peak or trough is left out.',
  },
  {
    term: 'Months and instruments',
    text: 'Signals are grouped by the month (GMT) in which they closed, or by instrument, and each group is counted with the same rules; a month without a closed signal is listed with none.',
  },
  {
    term: 'Rounding',
    text: 'R is kept to four decimals while adding up and shown to two; rates to one decimal. Halves round away from zero.',
  },
];
