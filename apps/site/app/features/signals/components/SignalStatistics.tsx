import { DataTable, type DataTableColumn } from '@upm/ui';
import { signalRecord } from '~/content/services/signal-record';
import type { GroupRow, InstrumentRow, MonthRow, StatisticsFigures } from '~/features/signals/signal-figures.server';
import { RChartFigure } from './RChartFigure';
import { RValue } from './RValue';
import * as styles from './signals.css';

/** The columns every row of a record table has: what it groups (a month, an instrument), then its counts and R. */
function recordColumns<Row extends GroupRow>(group: string, totalR: string): DataTableColumn<Row>[] {
  return [
    { key: 'name', header: group, rowHeader: true },
    { key: 'closed', header: 'Closed', numeric: true },
    { key: 'winsLosses', header: 'Wins / losses', numeric: true },
    { key: 'winRate', header: 'Win rate', numeric: true },
    { key: 'totalR', header: totalR, numeric: true, render: (row) => <RValue r={row.totalR} /> },
  ];
}

const monthColumns: DataTableColumn<MonthRow>[] = [
  ...recordColumns<MonthRow>('Month', 'Net R'),
  { key: 'endR', header: 'Cumulative R at month end', numeric: true },
];

const instrumentColumns: DataTableColumn<InstrumentRow>[] = [
  ...recordColumns<InstrumentRow>('Instrument', 'Total R'),
  { key: 'averageWinR', header: 'Average win', numeric: true },
  { key: 'averageLossR', header: 'Average loss', numeric: true },
  { key: 'expectancyR', header: 'Expectancy', numeric: true },
  { key: 'profitFactor', header: 'Profit factor', numeric: true },
];

/** A record table: one row per group, keyed by its name, compact, flowing into cards on a phone. */
function RecordTable<Row extends GroupRow>(props: { caption: string; columns: DataTableColumn<Row>[]; rows: Row[] }) {
  return <DataTable {...props} rowKey={(row) => row.name} density="compact" phone="flow" />;
}

/** The equity curve, the drawdown, the months and the instruments of the track record, as the loader wrote them. */
export function SignalStatisticsFigures({ curve, drawdown, months, instruments }: StatisticsFigures) {
  const { statistics } = signalRecord;
  return (
    <div className={styles.stack}>
      <RChartFigure {...curve} />
      <RChartFigure {...drawdown} />
      <RecordTable caption={statistics.monthsCaption} columns={monthColumns} rows={months} />
      <RecordTable caption={statistics.instrumentsCaption} columns={instrumentColumns} rows={instruments} />
    </div>
  );
}
