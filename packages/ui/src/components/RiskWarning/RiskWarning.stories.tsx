import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RiskWarning } from './RiskWarning';

const cfdWarning =
  'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. ' +
  'You should consider whether you understand how CFDs work and whether you can afford to take the high risk ' +
  'of losing your money. Past performance is not indicative of future results.';

const meta = {
  title: 'Content/RiskWarning',
  component: RiskWarning,
  tags: ['autodocs'],
  args: { title: 'Risk Warning', children: cfdWarning },
} satisfies Meta<typeof RiskWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note', { name: 'Risk Warning' });
    await expect(note).toHaveTextContent('CFDs are complex instruments');
  },
};

export const SeveralParagraphs: Story = {
  args: {
    title: 'Crypto Risk Warning',
    children: (
      <>
        <p>Cryptocurrencies are highly volatile and unregulated in many countries.</p>
        <p>Never invest more than you can afford to lose.</p>
      </>
    ),
  },
};
