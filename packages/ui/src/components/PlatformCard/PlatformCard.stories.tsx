import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlatformCard } from './PlatformCard';

const meta = {
  title: 'Content/PlatformCard',
  component: PlatformCard,
  tags: ['autodocs'],
  args: {
    name: 'MetaTrader 5',
    shortName: 'MT5',
    developer: 'MetaQuotes',
    summary: 'The multi-asset successor to MT4, with more timeframes and a faster strategy tester.',
    bestFor: 'Traders who want several asset classes in one platform.',
    highlights: ['21 timeframes', '39 built-in indicators'],
    href: '/platforms/mt5',
    linkLabel: 'Explore MetaTrader 5',
    headingLevel: 3,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PlatformCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithLink: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Explore MetaTrader 5/ })).toHaveAttribute(
      'href',
      '/platforms/mt5',
    );
  },
};

export const Minimal: Story = { args: { developer: undefined, bestFor: undefined, highlights: [] } };
