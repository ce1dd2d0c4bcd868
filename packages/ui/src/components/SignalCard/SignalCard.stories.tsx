import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SignalCard, signalActions } from './SignalCard';

const meta = {
  title: 'Content/SignalCard',
  component: SignalCard,
  tags: ['autodocs'],
  args: {
    eyebrow: 'Example signal',
    pair: 'EUR/USD',
    action: 'BUY',
    entry: '1.0850',
    stopLoss: '1.0800',
    takeProfit: '1.0950',
    riskNote: 'Risks 50 pips to aim for 100 pips: a risk-reward ratio of 1:2.',
    headingLevel: 3,
  },
  argTypes: { action: { control: 'inline-radio', options: signalActions } },
} satisfies Meta<typeof SignalCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The original site's example signal: BUY EUR/USD at 1.0850, stop 1.0800, target 1.0950. */
export const Buy: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: /EUR\/USD/ });
    await expect(within(card).getByText('BUY')).toBeVisible();
    await expect(within(card).getByText('1.0850')).toBeVisible();
    await expect(within(card).getByText('1.0800')).toBeVisible();
    await expect(within(card).getByText('1.0950')).toBeVisible();
  },
};

/** A SELL reads "SELL" with a down arrow, not only a red colour. */
export const Sell: Story = {
  args: {
    pair: 'GBP/USD',
    action: 'SELL',
    entry: '1.2650',
    stopLoss: '1.2700',
    takeProfit: '1.2550',
    eyebrow: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('SELL')).toBeVisible();
  },
};

export const WithoutRiskNote: Story = { args: { riskNote: undefined } };
