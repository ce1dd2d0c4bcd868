import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WebinarCard } from './WebinarCard';

const meta = {
  title: 'Content/WebinarCard',
  component: WebinarCard,
  tags: ['autodocs'],
  args: {
    title: 'Risk Management Masterclass',
    startsAt: '2025-11-05T19:00:00Z',
    startsAtLabel: 'Wednesday, 5 November 2025, 19:00 GMT',
    description: 'Position sizing with the 1-2% rule, placing stop-losses and planning a risk-reward of at least 1:2.',
    registerHref: '#',
    registerLabel: 'Register Now',
    headingLevel: 3,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WebinarCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** 'Register Now' is a static link to '#'; the start is a machine-readable <time>. */
export const Upcoming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Register Now/ })).toHaveAttribute('href', '#');
    await expect(canvas.getByText('Wednesday, 5 November 2025, 19:00 GMT')).toHaveAttribute(
      'datetime',
      '2025-11-05T19:00:00Z',
    );
  },
};

export const LongTitle: Story = {
  args: { title: 'Technical Analysis: Trends, Support and Resistance Across Every Timeframe' },
};
