import { DataTable, type DataTableColumn } from '@upm/ui';
import { Link } from 'react-router';
import { formatPrice } from '~/features/signals/instruments';
import { formatPips, orderTypeLabels, statusLabels } from '~/features/signals/signal-format';
import type { Signal } from '~/features/signals/signal-types';
import { RValue } from './RValue';
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
  // Direction and order type read as one ("SELL limit"): one column fewer, so the history fits 1280 px.
  {
    key: 'direction',
    header: 'Order',
    bareOnPhone: true,
    render: (signal) => `${signal.direction} ${orderTypeLabels[signal.orderType].toLowerCase()}`,
  },
  price('entry', 'Entry'),
  price('stopLoss', 'Stop-loss'),
  price('takeProfit', 'Take-profit'),
  { key: 'status', header: 'Status', bareOnPhone: true, render: (signal) => statusLabels[signal.status] },
  {
    key: 'publishedAt',
    header: 'Published',
    numeric: true,
    render: (signal) => <SignalTime at={signal.publishedAt} />,
  },
];

const resultColumns: DataTableColumn<Signal>[] = [
  { key: 'resultPips', header: 'Pips / points', numeric: true, bareOnPhone: true, render: formatPips },
  { key: 'resultR', header: 'R', numeric: true, bareOnPhone: true, render: (signal) => <RValue r={signal.resultR} /> },
];

/** Signals as a table: each instrument links to the signal's timeline; on phones each signal is a few lines. */
export function SignalsTable({ caption, signals, results = false }: SignalsTableProps) {
  return (
    <DataTable
      caption={caption}
      columns={results ? [...columns, ...resultColumns] : columns}
      rows={signals}
      rowKey={(signal) => signal.id}
      density="compact"
      phone="flow"
    />
  );
}
