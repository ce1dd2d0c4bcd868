import { DataTable, TextLink } from '@upm/ui';
import { forexSessions, forexSessionsNote, lotSizes, majorPairs } from '~/content/markets/forex';
import type { CurrencyPair, LotSize, TradingSession } from '~/content/schemas';
import { groupedNumber } from '~/platform/plain-format';

/** The four forex sessions with their GMT hours, shared by the forex market page and the forex course. */
export function SessionsTable() {
  return (
    <DataTable<TradingSession>
      caption="Forex trading sessions, opening and closing times in GMT"
      columns={[
        { key: 'name', header: 'Session', rowHeader: true },
        { key: 'centre', header: 'Region' },
        { key: 'opensGmt', header: 'Opens (GMT)', numeric: true },
        { key: 'closesGmt', header: 'Closes (GMT)', numeric: true },
      ]}
      rows={forexSessions}
      rowKey={(row) => row.name}
    />
  );
}

/** Under the sessions table: the hours shift with daylight saving; the market-hours tool shows them as they are. */
export function SessionsDaylightNote({ className }: { className?: string }) {
  return (
    <p className={className}>
      {forexSessionsNote.text} <TextLink href={forexSessionsNote.href}>{forexSessionsNote.linkLabel}</TextLink>.
    </p>
  );
}

/** Lot sizes of 100k, 10k and 1k units. */
export function LotSizesTable() {
  return (
    <DataTable<LotSize>
      caption="Lot sizes"
      columns={[
        { key: 'name', header: 'Lot', rowHeader: true },
        {
          key: 'units',
          header: 'Units of base currency',
          numeric: true,
          render: (row) => groupedNumber(row.units),
        },
        { key: 'pipValue', header: 'Pip value on EUR/USD' },
      ]}
      rows={lotSizes}
      rowKey={(row) => row.name}
    />
  );
}

/** The major pairs with their nicknames, shared by the forex market page and the forex course. */
export function MajorPairsTable() {
  return (
    <DataTable<CurrencyPair>
      caption="Major currency pairs and their nicknames"
      columns={[
        { key: 'pair', header: 'Pair', rowHeader: true },
        { key: 'nickname', header: 'Nickname' },
        { key: 'description', header: 'About the pair', prose: true },
      ]}
      rows={majorPairs}
      rowKey={(row) => row.pair}
    />
  );
}
