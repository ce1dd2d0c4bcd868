import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleNavigation } from '../SiteHeader/siteNavigation.fixtures';
import { withLinksKeptInStory } from '../SiteHeader/storyHelpers';
import { MobileMenu } from './MobileMenu';

// The dialog renders in a portal on <body>, outside the story's canvas.
const screen = () => within(document.body);

const meta = {
  title: 'Shell/MobileMenu',
  component: MobileMenu,
  decorators: [withLinksKeptInStory],
  args: {
    items: sampleNavigation,
    currentPath: '/',
    brandName: 'UPM Trading',
    // On the site the button shows only below the desktop breakpoint; here it shows at every width.
    display: 'always',
  },
} satisfies Meta<typeof MobileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The button opens a panel with the whole navigation; Escape closes it and focus returns to the button. */
export const OpenAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const dialog = await screen().findByRole('dialog', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', dialog.id);
    await expect(within(dialog).getByRole('link', { name: 'MetaTrader 5' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

/** Every link closes the menu. */
export const LinkCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const dialog = await screen().findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(screen().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The close button in the panel closes it too. */
export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    await userEvent.click(await screen().findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Open on a sub-page: its link is marked as the current page. */
export const OpenOnCurrentPage: Story = {
  args: { defaultOpen: true, currentPath: '/markets/forex' },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Menu' });
    const markets = within(dialog).getByRole('list', { name: 'Markets' });
    await expect(within(markets).getByRole('link', { name: 'Forex' })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * As served, before scripts run: a disclosure the browser opens by itself, with every link inside. The dialog takes
 * over once the page hydrates.
 */
export const WithoutScripts: Story = {
  args: { withoutScripts: true },
  play: async ({ canvasElement }) => {
    const summary = canvasElement.querySelector('summary');
    if (!summary) throw new Error('no disclosure');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'MetaTrader 5', hidden: true })).not.toBeVisible();
    await userEvent.click(summary);
    await expect(canvasElement.querySelector('details')).toHaveAttribute('open');
    await expect(canvas.getByRole('link', { name: 'MetaTrader 5' })).toBeVisible();
  },
};
