import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Heading, headingAligns, headingLevels, headingSizes } from './Heading';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { level: 2, children: 'Trade the markets with confidence', align: 'start' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'select', options: headingSizes },
    align: { control: 'inline-radio', options: headingAligns },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Levels: Story = {
  render: (args) => (
    <Stack gap="4">
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>
          Level {level} heading
        </Heading>
      ))}
    </Stack>
  ),
};

export const SizeIndependentOfLevel: Story = {
  args: { level: 2, size: 'lg', children: 'An h2 at a small visual size' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'An h2 at a small visual size' }),
    ).toBeInTheDocument();
  },
};

export const Centered: Story = { args: { align: 'center', level: 1, children: 'Who We Are' } };
