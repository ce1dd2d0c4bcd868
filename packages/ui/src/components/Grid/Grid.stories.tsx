import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card';
import { gapSizes } from '../Stack';
import { Grid, gridAligns, gridElements, gridMinColumnWidths } from './Grid';

const markets = ['Forex', 'Indices', 'Commodity', 'Crypto', 'Stocks', 'Metals'];

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  tags: ['autodocs'],
  args: { minColumnWidth: 'md', gap: '6', align: 'stretch', as: 'div' },
  argTypes: {
    minColumnWidth: { control: 'inline-radio', options: gridMinColumnWidths },
    gap: { control: 'select', options: gapSizes },
    align: { control: 'inline-radio', options: gridAligns },
    as: { control: 'select', options: gridElements },
  },
  render: (args) => (
    <Grid {...args}>
      {markets.map((name) => (
        <Card key={name}>{name}</Card>
      ))}
    </Grid>
  ),
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Narrow: Story = { args: { minColumnWidth: 'xs', gap: '4' } };

export const Wide: Story = { args: { minColumnWidth: 'lg' } };

export const AsList: Story = {
  args: { as: 'ul' },
  render: (args) => (
    <Grid {...args}>
      {markets.map((name) => (
        <Card key={name} as="li">
          {name}
        </Card>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(markets.length);
  },
};
