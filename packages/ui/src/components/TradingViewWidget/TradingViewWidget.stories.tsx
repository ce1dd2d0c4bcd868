import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TradingViewWidget, tradingViewWidgetMessages, tradingViewWidgetStates } from './TradingViewWidget';

const chartConfig = {
  symbol: 'FX:EURUSD',
  interval: '240',
  timezone: 'Etc/UTC',
  theme: 'light',
  style: '1',
  locale: 'en',
  width: '100%',
  height: 300,
};

const meta = {
  title: 'Content/TradingViewWidget',
  component: TradingViewWidget,
  args: {
    title: 'EUR/USD chart',
    script: 'https://s3.tradingview.com/external-embedding/embed-widget-advanced-chart.js',
    config: chartConfig,
    height: 300,
    headingLevel: 3,
    showTitle: true,
    // Stories never reach the network: they show the placeholder states deterministically.
    loadWidget: false,
    initialState: 'idle',
  },
  argTypes: {
    height: { control: 'inline-radio', options: [300, 500] },
    initialState: { control: 'inline-radio', options: tradingViewWidgetStates },
  },
} satisfies Meta<typeof TradingViewWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Before the box is scrolled near: the reserved box and a readable note. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'EUR/USD chart' });
    await expect(region).toHaveAttribute('data-state', 'idle');
    await expect(canvas.getByText(tradingViewWidgetMessages.idle)).toBeVisible();
    await expect(canvas.getByTestId('widget-box').getBoundingClientRect().height).toBe(300);
  },
};

/** The script has been requested. */
export const Loading: Story = { args: { initialState: 'loading' } };

/** The script could not load (no network, blocked): the placeholder says so, the box keeps its size. */
export const Failed: Story = {
  args: { initialState: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(tradingViewWidgetMessages.failed)).toBeVisible();
    await expect(canvas.getByTestId('widget-box').getBoundingClientRect().height).toBe(300);
  },
};

/** The 500 px panel used by the market overview and the economic calendar. */
export const Panel: Story = {
  args: {
    title: 'Economic calendar',
    script: 'https://s3.tradingview.com/external-embedding/embed-widget-events.js',
    height: 500,
    config: { colorTheme: 'dark', importanceFilter: '-1,0,1', height: 500 },
  },
};

/** Title hidden visually: it still names the region and appears in the placeholder. */
export const UntitledBox: Story = { args: { showTitle: false } };
