import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Shell/SkipLink',
  component: SkipLink,
  args: { href: '#main', children: 'Skip to main content' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <main id="main" tabIndex={-1}>
        <p>Press Tab to reveal the skip link.</p>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The link stays off-screen until keyboard focus lands on it, then it is visible. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#main');
  },
};
