import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleFooterGroups } from '../SiteHeader/siteNavigation.fixtures';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Shell/SiteFooter',
  component: SiteFooter,
  args: {
    brandName: 'UPM Trading',
    tagline: 'Free trading signals, structured education and live webinars for retail traders.',
    groups: sampleFooterGroups,
    copyrightYear: 2025,
    riskWarning: (
      <p>
        <strong>Risk warning:</strong> CFDs are complex instruments and come with a high risk of losing money rapidly
        due to leverage. 74% of retail investor accounts lose money when trading CFDs with this provider.
      </p>
    ),
  },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getByRole('navigation', { name: 'Footer' })).toBeVisible();
    await expect(
      within(footer)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Markets', 'Services', 'Education', 'Platforms', 'Company']);
    await expect(footer).toHaveTextContent('© 2025 UPM Trading');
  },
};

/** Without a risk warning the slot leaves no empty space. */
export const WithoutRiskWarning: Story = {
  args: { riskWarning: undefined },
};

/** On a page listed in the footer, its link is marked as the current page. */
export const CurrentPage: Story = {
  args: { currentPath: '/about' },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
  },
};
