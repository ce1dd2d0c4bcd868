import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from './SiteHeader';
import { sampleNavigation } from './siteNavigation.fixtures';
import { isCurrentPage, isInGroup, isNavGroup, normalizePath } from './siteNavigation';

describe('navigation helpers', () => {
  it('normalises trailing slashes, queries and hashes', () => {
    expect(normalizePath('/about/')).toBe('/about');
    expect(normalizePath('/about?x=1#top')).toBe('/about');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });

  it('matches the current page exactly, not by prefix', () => {
    expect(isCurrentPage('/markets', '/markets/')).toBe(true);
    expect(isCurrentPage('/markets', '/markets/forex')).toBe(false);
    expect(isCurrentPage('/markets', undefined)).toBe(false);
  });

  it('knows which group the current page belongs to', () => {
    const markets = sampleNavigation.find((item) => item.href === '/markets');
    const services = sampleNavigation.find((item) => item.href === '/services');
    if (!markets || !isNavGroup(markets) || !services || !isNavGroup(services)) throw new Error('fixture');
    expect(isInGroup(markets, '/markets/crypto')).toBe(true);
    expect(isInGroup(markets, '/markets')).toBe(true);
    // /services/education belongs to Services, not to Education.
    expect(isInGroup(services, '/services/education')).toBe(true);
    expect(isInGroup(markets, '/education/forex')).toBe(false);
  });
});

describe('SiteHeader', () => {
  it('renders a banner with the home link, the dropdown triggers and the plain links', () => {
    render(<SiteHeader brandName="UPM Trading" items={sampleNavigation} currentPath="/contact" />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'UPM Trading' })).toHaveAttribute('href', '/');
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Markets', '/markets'],
      ['Services', '/services'],
      ['Education', '/education'],
      ['Platforms', '/platforms'],
    ] as const) {
      // Each section is a link to its overview page, then a button for its dropdown.
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
      expect(within(nav).getByRole('button', { name: `${name} menu` })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    expect(banner).toHaveAttribute('data-scrolled', 'false');
  });

  it('exposes the scrolled state', () => {
    render(<SiteHeader brandName="UPM Trading" items={sampleNavigation} scrolled />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
  });

  it('serves links without buttons before scripts run, every sub-page in the HTML', () => {
    render(<SiteHeader brandName="UPM Trading" items={sampleNavigation} withoutScripts />);
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('button')).not.toBeInTheDocument();
    const hrefs = Array.from(banner.querySelectorAll('a'), (link) => link.getAttribute('href'));
    for (const item of sampleNavigation) {
      expect(hrefs).toContain(item.href);
      if ('links' in item) for (const link of item.links) expect(hrefs).toContain(link.href);
    }
    // The phone menu is a disclosure the browser opens by itself.
    expect(banner.querySelector('details > summary')).toHaveTextContent('Open menu');
  });
});
