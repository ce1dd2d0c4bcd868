import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card } from '../Card';
import { gapSizes, Stack, stackAligns, stackDirections, stackElements, stackJustifies } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: { direction: 'column', gap: '4', align: 'stretch', justify: 'start', wrap: false, as: 'div' },
  argTypes: {
    direction: { control: 'inline-radio', options: stackDirections },
    gap: { control: 'select', options: gapSizes },
    align: { control: 'inline-radio', options: stackAligns },
    justify: { control: 'inline-radio', options: stackJustifies },
    as: { control: 'select', options: stackElements },
  },
  render: (args) => (
    <Stack {...args}>
      <Card padding="sm">First</Card>
      <Card padding="sm">Second</Card>
      <Card padding="sm">Third</Card>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Row: Story = {
  args: { direction: 'row', gap: '3', align: 'center', wrap: true },
  render: (args) => (
    <Stack {...args}>
      <Badge tone="positive">Active</Badge>
      <Badge>MT4</Badge>
      <Badge>MT5</Badge>
      <Badge>cTrader</Badge>
    </Stack>
  ),
};

export const ResponsiveButtons: Story = {
  args: { direction: 'responsive', gap: '3' },
  render: (args) => (
    <Stack {...args}>
      <Button>Get Trading Signals</Button>
      <Button variant="outline">Start Learning</Button>
    </Stack>
  ),
};

export const AsList: Story = {
  args: { as: 'ul', gap: '2' },
  render: (args) => (
    <Stack {...args}>
      <li>Beginner</li>
      <li>Intermediate</li>
      <li>Advanced</li>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
