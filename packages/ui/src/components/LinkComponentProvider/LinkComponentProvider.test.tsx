import { render, renderHook, screen } from '@testing-library/react';
import { createRef, forwardRef } from 'react';
import { describe, expect, it } from 'vitest';
import {
  BaseLink,
  DefaultLinkComponent,
  LinkComponentProvider,
  useLinkComponent,
  type LinkComponentProps,
} from './LinkComponentProvider';

const RouterLink = forwardRef<HTMLAnchorElement, Omit<LinkComponentProps, 'ref'>>(function RouterLink(
  { children, ...rest },
  ref,
) {
  return (
    <a ref={ref} data-router="yes" {...rest}>
      {children}
    </a>
  );
});

describe('useLinkComponent', () => {
  it('is a plain anchor without a provider', () => {
    const { result } = renderHook(() => useLinkComponent());
    expect(result.current).toBe(DefaultLinkComponent);
  });

  it('is the provided component inside a provider', () => {
    const { result } = renderHook(() => useLinkComponent(), {
      wrapper: ({ children }) => <LinkComponentProvider component={RouterLink}>{children}</LinkComponentProvider>,
    });
    expect(result.current).toBe(RouterLink);
  });
});

describe('BaseLink', () => {
  it('renders an anchor with its href and attributes by default', () => {
    render(
      <BaseLink href="/about" className="x">
        About
      </BaseLink>,
    );
    const link = screen.getByRole('link', { name: 'About' });
    expect(link).toHaveAttribute('href', '/about');
    expect(link).toHaveClass('x');
  });

  it('renders through the provided component', () => {
    render(
      <LinkComponentProvider component={RouterLink}>
        <BaseLink href="/about">About</BaseLink>
      </LinkComponentProvider>,
    );
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('data-router', 'yes');
  });

  it('forwards its ref to the anchor', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <BaseLink ref={ref} href="/">
        Home
      </BaseLink>,
    );
    expect(ref.current).toBeInstanceOf(HTMLAnchorElement);
  });
});
