import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FadeIn } from './FadeIn';
import * as styles from './storyStyles.css';

const meta = {
  title: 'Shell/FadeIn',
  component: FadeIn,
  args: { index: 0, children: 'Content that fades in when it scrolls into view.' },
  render: (args) => (
    <FadeIn {...args} className={styles.card}>
      {args.children}
    </FadeIn>
  ),
} satisfies Meta<typeof FadeIn>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Visible at load: never hidden, never animated (it would only delay the first paint). */
export const AboveTheFold: Story = {
  play: async ({ canvasElement }) => {
    const element = within(canvasElement).getByText(/fades in/);
    await expect(element).toBeVisible();
    await expect(element).not.toHaveAttribute('data-state');
  },
};

/** A staggered group below the fold: each card starts 0.1 s after the previous one once scrolled to. */
export const StaggeredBelowTheFold: Story = {
  render: () => (
    <div>
      <div className={styles.spacer}>Scroll down</div>
      <div className={styles.grid}>
        {['Forex', 'Indices', 'Commodities', 'Crypto', 'Stocks'].map((name, index) => (
          <FadeIn key={name} index={index} className={styles.card}>
            {name}
          </FadeIn>
        ))}
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const last = within(canvasElement).getByText('Stocks');
    last.scrollIntoView();
    await waitFor(() => expect(last).toBeVisible());
    await waitFor(() => expect(getComputedStyle(last).opacity).toBe('1'));
    window.scrollTo(0, 0);
  },
};
