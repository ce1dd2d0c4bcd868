import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './DataTable';

const rows = [
  { ticker: 'AAPL', name: 'Apple Inc.', companies: 1 },
  { ticker: 'MSFT', name: 'Microsoft Corporation', companies: 2 },
];

describe('DataTable', () => {
  it('names the table and its focusable scroll region by the caption, with row and column headers', () => {
    render(
      <DataTable
        caption="Popular stocks"
        columns={[
          { key: 'ticker', header: 'Ticker', rowHeader: true },
          { key: 'name', header: 'Company' },
          { key: 'companies', header: 'Count', numeric: true, render: (row) => `#${row.companies}` },
        ]}
        rows={rows}
        rowKey={(row) => row.ticker}
      />,
    );
    const region = screen.getByRole('region', { name: 'Popular stocks' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Popular stocks' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Ticker', 'Company', 'Count']);
    expect(within(table).getByRole('rowheader', { name: 'MSFT' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '#2' })).toBeInTheDocument();
    // On phones each cell shows its column's header as its label (stacked rows, DataTable.css).
    expect(within(table).getByRole('cell', { name: '#2' })).toHaveAttribute('data-label', 'Count');
  });
});
