import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MarketTicker } from './MarketTicker';
import { defaultTickerSymbols } from './tickerSymbols';

const meta = {
  title: 'Shell/MarketTicker',
  component: MarketTicker,
  args: {
    symbols: defaultTickerSymbols,
    label: 'Market ticker',
    // Stories never reach TradingView (no network in CI): they show the server-rendered strip.
    loadWidget: false,
  },
} satisfies Meta<typeof MarketTicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The static strip: what the server renders and what stays when TradingView cannot load. 36 px high. */
export const Static: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Market ticker' });
    await expect(region.getBoundingClientRect().height).toBe(36);
    await expect(within(region).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(region).getByText('EUR/USD')).toBeVisible();
  },
};

/** Fewer symbols, for a narrower page section. */
export const FewSymbols: Story = {
  args: { symbols: defaultTickerSymbols.slice(0, 3) },
};
