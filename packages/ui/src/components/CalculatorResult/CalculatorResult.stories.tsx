import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CalculatorResult } from './CalculatorResult';

const meta = {
  title: 'Tools/CalculatorResult',
  component: CalculatorResult,
  tags: ['autodocs'],
  args: {
    heading: 'Your position size',
    figures: [
      { label: 'Position size', value: '0.20 lots', primary: true },
      { label: 'Units', value: '20,000' },
      { label: 'Money at risk', value: '$100.00' },
    ],
    note: 'Lots are rounded down to 0.01, so the trade never risks more than you asked.',
  },
} satisfies Meta<typeof CalculatorResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The answer, read as term and value pairs from a live region. */
export const Result: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('0.20 lots');
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Position size',
      'Units',
      'Money at risk',
    ]);
    await expect(canvas.getByRole('region', { name: 'Your position size' })).toBeInTheDocument();
  },
};

/** While an input is invalid, no figure is shown, only what to do. */
export const Invalid: Story = {
  args: { invalidMessage: 'Fix the highlighted field to see the result.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Fix the highlighted field to see the result.');
    await expect(canvas.queryByText('0.20 lots')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/rounded down/)).not.toBeInTheDocument();
  },
};

/** Figures worked out from an implausible input, with what to check read first in the same live region. */
export const Warned: Story = {
  args: {
    warnings: ['Check the price: EUR/USD at 15.00 is far from its reference.'],
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(
      /^Check the price: EUR\/USD at 15.00 is far from its reference\.Position size/,
    );
  },
};

/** A signed result (a loss) with a single secondary figure. */
export const Loss: Story = {
  args: {
    heading: 'Profit or loss',
    figures: [
      { label: 'Profit or loss', value: '−$1,000.00', primary: true },
      { label: 'Pips', value: '−100.0' },
    ],
    note: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('−$1,000.00');
  },
};
