import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleNavigation } from '../SiteHeader/siteNavigation.fixtures';
import { MobileMenu } from './MobileMenu';

describe('MobileMenu', () => {
  it('opens a named dialog with every link and closes on Escape, returning focus', async () => {
    const user = userEvent.setup();
    render(<MobileMenu items={sampleNavigation} currentPath="/" />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getAllByRole('link')).toHaveLength(1 + 7 + 5 + 3 + 5 + 3);
    expect(within(dialog).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes when a link is chosen', async () => {
    const user = userEvent.setup();
    render(<MobileMenu items={sampleNavigation} currentPath="/" />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    // jsdom does not navigate; the click handler is what closes the menu.
    dialog.addEventListener('click', (event) => event.preventDefault());
    await user.click(within(dialog).getByRole('link', { name: 'About' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the current path changes (back button, programmatic navigation)', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<MobileMenu items={sampleNavigation} currentPath="/" />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    rerender(<MobileMenu items={sampleNavigation} currentPath="/about" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
