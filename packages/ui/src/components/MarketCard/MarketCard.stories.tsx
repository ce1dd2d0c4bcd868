import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MarketCard, marketCardSizes } from './MarketCard';

const meta = {
  title: 'Content/MarketCard',
  component: MarketCard,
  args: {
    title: 'Forex',
    summary:
      'The world\u2019s largest market: trade major, minor and exotic currency pairs around the clock, five days a week.',
    facts: ['About $7.5 trillion a day', 'Leverage up to 1:500'],
    href: '/markets/forex',
    linkLabel: 'Explore forex',
    headingLevel: 3,
    size: 'regular',
  },
  argTypes: { size: { control: 'inline-radio', options: marketCardSizes } },
} satisfies Meta<typeof MarketCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A card without facts. */
export const WithoutFacts: Story = { args: { facts: [] } };

/** The compact size, for dense grids such as the market courses. */
export const Compact: Story = {
  args: {
    size: 'compact',
    title: 'Crypto',
    summary: 'Blockchain basics, the major coins, security, analysis and managing crypto volatility.',
    facts: ['5 modules'],
    href: '/education/crypto',
    linkLabel: 'View the Crypto course',
  },
};

/** Keyboard users reach the card's single link, which names its destination. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: /Explore forex/ });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/markets/forex');
  },
};
