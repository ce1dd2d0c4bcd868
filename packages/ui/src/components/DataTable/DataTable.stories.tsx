import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DataTable, dataTableDensities, dataTablePhoneLayouts, type DataTableColumn } from './DataTable';

interface Session {
  name: string;
  opens: string;
  closes: string;
}

const sessions: Session[] = [
  { name: 'Sydney', opens: '22:00', closes: '07:00' },
  { name: 'Tokyo', opens: '00:00', closes: '09:00' },
  { name: 'London', opens: '08:00', closes: '17:00' },
  { name: 'New York', opens: '13:00', closes: '22:00' },
];

const columns: DataTableColumn<Session>[] = [
  { key: 'name', header: 'Session', rowHeader: true },
  { key: 'opens', header: 'Opens (GMT)', numeric: true },
  { key: 'closes', header: 'Closes (GMT)', numeric: true },
];

interface Stock {
  ticker: string;
  name: string;
  sector: string;
}

const stocks: Stock[] = [
  { ticker: 'AAPL', name: 'Apple Inc.', sector: 'Technology' },
  { ticker: 'GOOGL', name: 'Alphabet Inc.', sector: 'Communication Services' },
  { ticker: 'JPM', name: 'JPMorgan Chase & Co.', sector: 'Financials' },
];

const meta = {
  title: 'Content/DataTable',
  component: DataTable<Session>,
  args: {
    caption: 'Forex trading sessions (GMT)',
    columns,
    rows: sessions,
    rowKey: (row: Session) => row.name,
    density: 'regular',
  },
  argTypes: {
    density: { control: 'inline-radio', options: dataTableDensities },
    phone: { control: 'inline-radio', options: dataTablePhoneLayouts },
  },
} satisfies Meta<typeof DataTable<Session>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Compact rows for longer tables. */
export const Compact: Story = { args: { density: 'compact' } };

/** A long list on a phone: each row runs on as a few lines of labelled values (see it at a phone's width). */
export const PhoneFlow: Story = { args: { density: 'compact', phone: 'flow' } };

/** Row headers name each row for screen readers; the caption names the table and its region. */
export const Accessible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Forex trading sessions (GMT)' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'London' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(3);
  },
};

/** The scroll region takes keyboard focus, so a wide table can be scrolled without a mouse. */
export const KeyboardScrollable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Forex trading sessions (GMT)' })).toHaveFocus();
  },
};

/** Any row type: the stock tickers of the stock market page. */
export const Tickers: StoryObj<Meta<typeof DataTable<Stock>>> = {
  render: () => (
    <DataTable<Stock>
      caption="Popular stocks"
      columns={[
        { key: 'ticker', header: 'Ticker', rowHeader: true },
        { key: 'name', header: 'Company' },
        { key: 'sector', header: 'Sector' },
      ]}
      rows={stocks}
      rowKey={(row) => row.ticker}
    />
  ),
};
