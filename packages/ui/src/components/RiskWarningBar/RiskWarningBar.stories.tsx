import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RiskWarningBar } from './RiskWarningBar';

const meta = {
  title: 'Content/RiskWarningBar',
  component: RiskWarningBar,
  tags: ['autodocs'],
  args: {
    summary: 'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage.',
    details:
      'You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.',
    href: '/risk-warning',
  },
} satisfies Meta<typeof RiskWarningBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole warning from tablet width up, with the link to the full page. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('region', { name: 'Risk warning' });
    await expect(note).toHaveTextContent('CFDs are complex instruments');
    await expect(within(note).getByRole('link', { name: 'Full risk warning' })).toHaveAttribute(
      'href',
      '/risk-warning',
    );
    // Regulatory text is never smaller than the body text (16 px).
    const size = parseFloat(getComputedStyle(note.querySelector('p') as HTMLElement).fontSize);
    await expect(size).toBeGreaterThanOrEqual(16);
  },
};

/** Without the later sentences: what a phone shows, the first sentence and the link. */
export const FirstSentenceOnly: Story = {
  args: { details: undefined },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('region', { name: 'Risk warning' });
    await expect(note).not.toHaveTextContent('You should consider');
    await expect(within(note).getByRole('link', { name: 'Full risk warning' })).toBeVisible();
  },
};
