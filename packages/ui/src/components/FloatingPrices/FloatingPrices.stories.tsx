import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FloatingPrices } from './FloatingPrices';

const meta = {
  title: 'Content/FloatingPrices',
  component: FloatingPrices,
  tags: ['autodocs'],
  args: {
    caption: 'Sample prices for illustration, not live quotes',
    prices: [
      { symbol: 'EUR/USD', price: '1.0850', change: '+0.12%' },
      { symbol: 'GBP/USD', price: '1.2640', change: '-0.08%' },
      { symbol: 'GOLD', price: '2,345.20', change: '+0.35%' },
      { symbol: 'BTC/USD', price: '67,420', change: '-1.10%' },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FloatingPrices>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Decoration only: hidden from assistive technology. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-decorative]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const TwoPrices: Story = {
  args: {
    prices: [
      { symbol: 'EUR/USD', price: '1.0850', change: '+0.12%' },
      { symbol: 'USD/JPY', price: '149.50', change: '-0.20%' },
    ],
  },
};
