import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from '.';

describe('VisuallyHidden', () => {
  it('adds its text to the accessible name', () => {
    render(
      <button type="button">
        Delete<VisuallyHidden> Acme Markets</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Delete Acme Markets' })).toBeInTheDocument();
  });

  it('hides its child with asChild instead of wrapping it', () => {
    render(
      <VisuallyHidden asChild>
        <p>Links to every section.</p>
      </VisuallyHidden>,
    );
    const paragraph = screen.getByText('Links to every section.');
    expect(paragraph.tagName).toBe('P');
    expect(paragraph.parentElement?.tagName).toBe('DIV');
  });
});
