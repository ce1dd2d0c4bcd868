import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { WidgetNotice } from './WidgetNotice';

const links = [
  { label: 'EUR/USD', href: '/markets/forex' },
  { label: 'DAX', href: '/markets/indices' },
  { label: 'Gold', href: '/markets/commodity' },
];

const meta = {
  title: 'Content/WidgetNotice',
  component: WidgetNotice,
  tags: ['autodocs'],
  args: { message: 'Live charts could not load. Prices on this page are not live.', links },
} satisfies Meta<typeof WidgetNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section whose widgets could not load: one line and the symbols as links. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Live charts could not load. Prices on this page are not live.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'DAX' })).toHaveAttribute('href', '/markets/indices');
  },
};

const load = fn();

/** Before consent: the click-to-load buttons. */
export const AskingConsent: Story = {
  args: {
    message: 'Live charts are provided by TradingView, which sets cookies.',
    actions: (
      <>
        <Button size="sm" onClick={load}>
          Load TradingView charts
        </Button>
        <Button size="sm" variant="outline">
          Always load on this site
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load TradingView charts' }));
    await expect(load).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Always load on this site' })).toBeVisible();
  },
};
