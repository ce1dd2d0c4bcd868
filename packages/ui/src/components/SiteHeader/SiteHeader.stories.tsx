import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useEffect, useState } from 'react';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader';
import { sampleNavigation } from './siteNavigation.fixtures';
import { frame } from './storyFrame.css';
import { withLinksKeptInStory } from './storyHelpers';

const meta = {
  title: 'Shell/SiteHeader',
  component: SiteHeader,
  decorators: [
    withLinksKeptInStory,
    // Room under the bar for an open dropdown, so screenshots include it.
    (Story) => (
      <div className={frame}>
        <Story />
      </div>
    ),
  ],
  args: {
    brandName: 'UPM Trading',
    homeHref: '/',
    items: sampleNavigation,
    currentPath: '/',
    scrolled: false,
  },
  argTypes: {
    scrolled: { control: 'boolean' },
    currentPath: { control: 'text' },
  },
  // The full navigation starts at 1280 px (media.navDesktop); narrower, the header shows its menu button.
  parameters: { testWidth: 1280 },
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** After 50 px of scrolling the header gets a shadow; its height does not change. */
export const Scrolled: Story = {
  args: { scrolled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
  },
};

/** A top-level link for the current page carries aria-current="page". */
export const CurrentPage: Story = {
  args: { currentPath: '/about' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Contact' })).not.toHaveAttribute('aria-current');
  },
};

/** Clicking a trigger opens its dropdown: the overview first, then the sub-pages; the current one is marked. */
export const DropdownOpen: Story = {
  args: { currentPath: '/markets/crypto' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    const trigger = nav.getByRole('button', { name: 'Markets menu' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const links = nav.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/markets'));
    await expect(links.map((link) => link.textContent)).toEqual([
      'Markets',
      'Markets overview',
      'Forex',
      'Indices',
      'Commodities',
      'Crypto',
      'Stocks',
    ]);
    await expect(nav.getByRole('link', { name: 'Crypto' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Each section is a link to its overview page; hovering the section opens its dropdown. */
export const SectionLinkAndHover: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Education' })).toHaveAttribute('href', '/education');
    await userEvent.hover(nav.getByRole('link', { name: 'Education' }));
    await waitFor(() =>
      expect(nav.getByRole('button', { name: 'Education menu' })).toHaveAttribute('aria-expanded', 'true'),
    );
    await userEvent.unhover(nav.getByRole('link', { name: 'Education' }));
    await waitFor(() =>
      expect(nav.getByRole('button', { name: 'Education menu' })).toHaveAttribute('aria-expanded', 'false'),
    );
  },
};

/**
 * As served, before scripts run: section links, no buttons, the sub-links shown by CSS when a section holds focus,
 * and the phone menu as a disclosure.
 */
export const WithoutScripts: Story = {
  args: { withoutScripts: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.queryByRole('button')).not.toBeInTheDocument();
    await expect(nav.queryByRole('link', { name: 'Forex' })).not.toBeInTheDocument();
    nav.getByRole('link', { name: 'Markets' }).focus();
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Markets overview' })).toHaveFocus();
    await expect(nav.getByRole('link', { name: 'Forex' })).toBeVisible();
  },
};

/** Keyboard: Enter opens, Tab enters the dropdown, Escape closes it and returns focus to the trigger. */
export const KeyboardDropdown: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    const trigger = nav.getByRole('button', { name: 'Services menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Services overview' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(trigger).toHaveFocus();
  },
};

/** Like the site: a click on a site link changes the current path (the navigation itself is suppressed). */
function RoutedSiteHeader(props: SiteHeaderProps) {
  const [path, setPath] = useState(props.currentPath);
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="/"]') : null;
      if (link) setPath(link.getAttribute('href') ?? undefined);
    };
    document.addEventListener('click', follow);
    return () => document.removeEventListener('click', follow);
  }, []);
  return <SiteHeader {...props} currentPath={path} />;
}

/** Choosing a link closes the dropdown; reopened, it marks that page as current. */
export const LinkClosesDropdown: Story = {
  render: (args) => <RoutedSiteHeader {...args} />,
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    const trigger = nav.getByRole('button', { name: 'Platforms menu' });
    await userEvent.click(trigger);
    await userEvent.click(nav.getByRole('link', { name: 'MetaTrader 5' }));
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.click(trigger);
    await expect(await nav.findByRole('link', { name: 'MetaTrader 5' })).toHaveAttribute('aria-current', 'page');
  },
};
