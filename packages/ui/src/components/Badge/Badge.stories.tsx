import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { tone: 'neutral', children: 'Badge' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tones: Story = {
  render: (args) => (
    <Stack direction="row" gap="3" wrap>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Stack>
  ),
};

export const Active: Story = { args: { tone: 'positive', children: 'Active' } };

export const Inactive: Story = { args: { tone: 'neutral', children: 'Inactive' } };

export const AdLabel: Story = { args: { tone: 'info', children: 'Ad' } };
