import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RatingStars, ratingStarsSizes } from './RatingStars';

const meta = {
  title: 'Primitives/RatingStars',
  component: RatingStars,
  tags: ['autodocs'],
  args: { rating: 4.8, showValue: false, size: 'md' },
  argTypes: {
    rating: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    size: { control: 'inline-radio', options: ratingStarsSizes },
  },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const RoundedDown: Story = {
  args: { rating: 4.9, showValue: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rated 4.9 out of 5' })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('svg[data-filled="true"]')).toHaveLength(4);
  },
};

export const Perfect: Story = { args: { rating: 5, showValue: true } };

export const Unrated: Story = { args: { rating: 0 } };

export const Small: Story = { args: { size: 'sm', rating: 4.5, showValue: true } };
