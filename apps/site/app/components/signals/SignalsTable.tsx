import { DataTable, type DataTableColumn } from '@upm/ui';
import { Link } from 'react-router-dom';
import { formatPrice } from '~/lib/signals/instruments';
import { formatPips, formatR, orderTypeLabels, statusLabels } from '~/lib/signals/signal-format';
import type { Signal } from '~/lib/signals/signal-types';
import { SignalTime } from './SignalTime';

export interface SignalsTableProps {
  caption: string;
  signals: readonly Signal[];
  /** Show the result columns (the history); the open signals have none yet. */
  results?: boolean;
}

const price = (key: 'entry' | 'stopLoss' | 'takeProfit', header: string): DataTableColumn<Signal> => ({
  key,
  header,
  numeric: true,
  render: (signal) => formatPrice(signal.instrument, signal[key]),
});

const columns: DataTableColumn<Signal>[] = [
  {
    key: 'instrument',
    header: 'Instrument',
    rowHeader: true,
    render: (signal) => <Link to={`/services/signals/${signal.id}`}>{signal.instrument}</Link>,
  },
  { key: 'direction', header: 'Direction' },
  { key: 'orderType', header: 'Order type', render: (signal) => orderTypeLabels[signal.orderType] },
  price('entry', 'Entry'),
  price('stopLoss', 'Stop-loss'),
  price('takeProfit', 'Take-profit'),
  { key: 'status', header: 'Status', render: (signal) => statusLabels[signal.status] },
  {
    key: 'publishedAt',
    header: 'Published',
    numeric: true,
    render: (signal) => <SignalTime at={signal.publishedAt} />,
  },
];

const resultColumns: DataTableColumn<Signal>[] = [
  { key: 'resultPips', header: 'Pips / points', numeric: true, render: formatPips },
  { key: 'resultR', header: 'R', numeric: true, render: (signal) => formatR(signal.resultR) },
];

/** Signals as a table: each instrument links to the signal's timeline. */
export function SignalsTable({ caption, signals, results = false }: SignalsTableProps) {
  return (
    <DataTable
      caption={caption}
      columns={results ? [...columns, ...resultColumns] : columns}
      rows={signals}
      rowKey={(signal) => signal.id}
      density="compact"
    />
  );
}
