import { DataTable, type DataTableColumn } from '@upm/ui';
import { signalRecord } from '~/content/services/signal-record';
import { monthNames } from '~/platform/plain-format';
import type { TrackRecord } from '~/features/signals/signal-results';
import type { InstrumentRecord, MonthRecord, SignalStatistics } from '~/features/signals/signal-statistics';
import { signedNumber } from '~/features/signals/signal-format';
import { DrawdownChart } from './DrawdownChart';
import { EquityCurve } from './EquityCurve';
import { RValue } from './RValue';
import * as styles from './signals.css';

export type SignalStatisticsProps = Pick<SignalStatistics, 'curve' | 'drawdown' | 'months' | 'instruments'>;

const rate = (record: TrackRecord) => (record.winRate === null ? '—' : `${record.winRate.toFixed(1)}%`);
const average = (value: number | null) => (value === null ? '—' : `${signedNumber(value, 2)} R`);

/** `2026-09` → `September 2026`. */
export const monthLabel = (month: string) => `${monthNames[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** A table row: one field per column (DataTable keys its cells by field). */
interface GroupRow {
  name: string;
  closed: number;
  winsLosses: string;
  winRate: string;
  totalR: number | null;
}

const groupRow = (name: string, record: TrackRecord): GroupRow => ({
  name,
  closed: record.closed,
  winsLosses: `${record.wins} / ${record.losses}`,
  winRate: rate(record),
  totalR: record.closed === 0 ? null : record.totalR,
});

type MonthRow = GroupRow & { endR: number };
const monthColumns: DataTableColumn<MonthRow>[] = [
  { key: 'name', header: 'Month', rowHeader: true },
  { key: 'closed', header: 'Closed', numeric: true },
  { key: 'winsLosses', header: 'Wins / losses', numeric: true },
  { key: 'winRate', header: 'Win rate', numeric: true },
  { key: 'totalR', header: 'Net R', numeric: true, render: (row) => <RValue r={row.totalR} /> },
  { key: 'endR', header: 'Cumulative R at month end', numeric: true, render: (row) => signedNumber(row.endR, 2) },
];

type InstrumentRow = GroupRow & Omit<InstrumentRecord, 'instrument' | 'record'> & { profitFactor: string };
const instrumentColumns: DataTableColumn<InstrumentRow>[] = [
  { key: 'name', header: 'Instrument', rowHeader: true },
  { key: 'closed', header: 'Closed', numeric: true },
  { key: 'winsLosses', header: 'Wins / losses', numeric: true },
  { key: 'winRate', header: 'Win rate', numeric: true },
  { key: 'totalR', header: 'Total R', numeric: true, render: (row) => <RValue r={row.totalR} /> },
  { key: 'averageWinR', header: 'Average win', numeric: true, render: (row) => average(row.averageWinR) },
  { key: 'averageLossR', header: 'Average loss', numeric: true, render: (row) => average(row.averageLossR) },
  { key: 'expectancyR', header: 'Expectancy', numeric: true, render: (row) => average(row.expectancyR) },
  { key: 'profitFactor', header: 'Profit factor', numeric: true },
];

export const monthRows = (months: readonly MonthRecord[]): MonthRow[] =>
  months.map((row) => ({ ...groupRow(monthLabel(row.month), row.record), endR: row.endR }));

export const instrumentRows = (instruments: readonly InstrumentRecord[]): InstrumentRow[] =>
  instruments.map(({ instrument, record, ...averages }) => ({
    ...groupRow(instrument, record),
    ...averages,
    profitFactor: record.profitFactor === null ? '—' : record.profitFactor.toFixed(2),
  }));

/** A compact table of figures whose rows are named (a month, an instrument); on phones each row reads as a line. */
function FiguresTable<Row extends { name: string }>(props: {
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: Row[];
}) {
  return <DataTable {...props} rowKey={(row) => row.name} density="compact" phone="flow" />;
}

/** The equity curve, the drawdown, the months and the instruments of the track record. */
export function SignalStatisticsFigures({ curve, drawdown, months, instruments }: SignalStatisticsProps) {
  const { statistics, record } = signalRecord;
  return (
    <div className={styles.stack}>
      <EquityCurve heading={record.curveHeading} points={curve} />
      <DrawdownChart heading={statistics.drawdownHeading} points={drawdown} />
      <FiguresTable caption={statistics.monthsCaption} columns={monthColumns} rows={monthRows(months)} />
      <FiguresTable
        caption={statistics.instrumentsCaption}
        columns={instrumentColumns}
        rows={instrumentRows(instruments)}
      />
    </div>
  );
}
