import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConsentBanner } from './ConsentBanner';

const meta = {
  title: 'Shell/ConsentBanner',
  component: ConsentBanner,
  tags: ['autodocs'],
  args: {
    message: 'Live prices and charts come from TradingView, which sets cookies. Load them?',
    detailsHref: '/cookies',
    onAccept: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Accept and Reject side by side, equally weighted, with a link to the details. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Third-party market widgets' });
    await expect(within(banner).getByRole('link', { name: 'Cookie details' })).toHaveAttribute('href', '/cookies');
    await userEvent.click(within(banner).getByRole('button', { name: 'Reject' }));
    await expect(args.onReject).toHaveBeenCalledOnce();
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};
