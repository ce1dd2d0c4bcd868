import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProcessSteps } from './ProcessSteps';

const meta = {
  title: 'Content/ProcessSteps',
  component: ProcessSteps,
  tags: ['autodocs'],
  args: {
    headingLevel: 3,
    steps: [
      { title: 'Market analysis', text: 'Analysts study price action, key levels and the economic calendar.' },
      { title: 'Signal published', text: 'Instrument, direction, entry, stop-loss and take-profit.' },
      { title: 'You review and size the trade', text: 'Risk no more than 1-2% of your capital.' },
      { title: 'Place and manage the trade', text: 'Enter the order with its stop-loss and take-profit.' },
    ],
  },
} satisfies Meta<typeof ProcessSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Four steps as an ordered list: the numbers come from the list semantics. */
export const FourSteps: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const TwoSteps: Story = {
  args: {
    steps: [
      { title: 'Learn', text: 'Take the beginner course.' },
      { title: 'Practise', text: 'Trade on a demo account for 3-6 months.' },
    ],
  },
};
