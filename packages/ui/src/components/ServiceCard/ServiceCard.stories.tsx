import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ServiceCard } from './ServiceCard';

const meta = {
  title: 'Content/ServiceCard',
  component: ServiceCard,
  tags: ['autodocs'],
  args: {
    title: 'Trading Signals',
    description: 'Free trade ideas with a clear direction, entry, stop-loss and take-profit.',
    highlights: ['Entry, stop-loss and take-profit', 'Risk-reward of at least 1:2'],
    href: '/services/signals',
    linkLabel: 'How Signals Work',
    headingLevel: 3,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithLink: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /How Signals Work/ });
    await expect(link).toHaveAttribute('href', '/services/signals');
  },
};

/** A course level card (services education): facts as chips, a static '#' link as on the original site. */
export const LevelCard: Story = {
  args: {
    eyebrow: 'Beginner',
    title: 'Beginner Course',
    description: 'For new traders: how markets work, placing orders and protecting your capital.',
    facts: ['12-15 hours', '4 modules'],
    highlights: [],
    href: '#',
    linkLabel: 'Beginner Course Details',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Beginner Course Details/ })).toHaveAttribute(
      'href',
      '#',
    );
  },
};
