import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { VisuallyHidden } from '.';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: ' EUR/USD signal' },
  render: (args) => (
    <Button variant="outline">
      Edit
      <VisuallyHidden {...args} />
    </Button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Repeated buttons show one word; the hidden text makes each accessible name unique. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit EUR/USD signal' });
    await expect(button).toBeVisible();
    const hidden = within(button).getByText('EUR/USD signal');
    // In the accessibility tree, but drawn in a clipped 1 px box.
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** With asChild the child itself is hidden: here a paragraph that describes a region. */
export const AsChild: Story = {
  render: () => (
    <section aria-labelledby="vh-title" aria-describedby="vh-description">
      <h2 id="vh-title">Market hours</h2>
      <VisuallyHidden asChild>
        <p id="vh-description">Opening times of each market in UK time.</p>
      </VisuallyHidden>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Market hours' });
    await expect(region).toHaveAccessibleDescription('Opening times of each market in UK time.');
    const description = within(region).getByText('Opening times of each market in UK time.');
    await expect(description.tagName).toBe('P');
    await expect(description.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};
