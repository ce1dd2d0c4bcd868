import { DataTable } from '@upm/ui';
import { majorIndices } from '~/content/markets/indices';
import type { IndexItem } from '~/content/schemas';

/** The major indices with region and size; with `hours`, their cash-session hours (the indices course). */
export function IndicesTable({ hours = false }: { hours?: boolean }) {
  return (
    <DataTable<IndexItem>
      caption={hours ? 'Trading hours per index (cash session)' : 'Major stock indices'}
      columns={
        hours
          ? [
              { key: 'name', header: 'Index', rowHeader: true },
              { key: 'region', header: 'Region' },
              { key: 'localHours', header: 'Local exchange hours' },
              { key: 'gmtHours', header: 'GMT (standard time)', numeric: true },
            ]
          : [
              { key: 'name', header: 'Index', rowHeader: true },
              { key: 'region', header: 'Region' },
              { key: 'companies', header: 'Companies', numeric: true },
              { key: 'description', header: 'What it tracks', prose: true },
            ]
      }
      rows={majorIndices}
      rowKey={(row) => row.name}
    />
  );
}
