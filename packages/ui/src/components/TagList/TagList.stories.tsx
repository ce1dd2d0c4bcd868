import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card';
import { TagList, tagSizes, tagTones, tagWeights } from './TagList';

const meta = {
  title: 'Primitives/TagList',
  component: TagList,
  tags: ['autodocs'],
  args: {
    tags: ['About $7.5 trillion a day', 'Leverage up to 1:500', 'Open 24/5'],
    'aria-label': 'Forex at a glance',
    tone: 'surface',
    size: 'sm',
    weight: 'medium',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: tagTones },
    size: { control: 'inline-radio', options: tagSizes },
    weight: { control: 'inline-radio', options: tagWeights },
  },
  render: (args) => (
    <Card>
      <TagList {...args} />
    </Card>
  ),
} satisfies Meta<typeof TagList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Forex at a glance' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Raised and extra small, on a muted card: the broker card's feature tags. */
export const Raised: Story = {
  args: { tone: 'raised', size: 'xs', tags: ['Cent accounts', 'Demo account', 'Islamic account'] },
  render: (args) => (
    <Card tone="muted">
      <TagList {...args} />
    </Card>
  ),
};

/** Without tags there is no list at all (an empty list would still be announced). */
export const Empty: Story = {
  args: { tags: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
