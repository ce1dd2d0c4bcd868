import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Section } from '../Section';
import { StatGrid, statGridTones } from './StatGrid';

const homeStats = [
  { value: '10+', label: 'Years' },
  { value: '5000+', label: 'Active Traders' },
  { value: '50+', label: 'Markets' },
  { value: '24/7', label: 'Coverage' },
] as const;

const meta = {
  title: 'Content/StatGrid',
  component: StatGrid,
  tags: ['autodocs'],
  args: { stats: homeStats, tone: 'default', 'aria-label': 'Key figures' },
  argTypes: { tone: { control: 'inline-radio', options: statGridTones } },
} satisfies Meta<typeof StatGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('10+ Years');
  },
};

export const Inverse: Story = {
  args: { tone: 'inverse' },
  render: (args) => (
    <Section tone="inverse" spacing="sm">
      <StatGrid {...args} />
    </Section>
  ),
};

export const TwoStats: Story = { args: { stats: homeStats.slice(0, 2) } };
