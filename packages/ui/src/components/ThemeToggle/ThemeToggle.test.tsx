import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { nextColorScheme, ThemeToggle } from './ThemeToggle';

describe('ThemeToggle', () => {
  it('steps system → light → dark → system', () => {
    expect(nextColorScheme('system')).toBe('light');
    expect(nextColorScheme('light')).toBe('dark');
    expect(nextColorScheme('dark')).toBe('system');
  });

  it('names the scheme in force and asks for the next one when pressed', async () => {
    const onValueChange = vi.fn();
    render(<ThemeToggle value="dark" onValueChange={onValueChange} />);
    const button = screen.getByRole('button', { name: 'Colour scheme: Dark' });
    expect(button).toHaveAttribute('title', 'Colour scheme: Dark (press for System)');
    await userEvent.click(button);
    expect(onValueChange).toHaveBeenCalledWith('system');
  });
});
