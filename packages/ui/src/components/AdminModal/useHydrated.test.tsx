import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleNavigation } from '../SiteHeader/siteNavigation.fixtures';

// useHydrated remembers, per page, that hydration is over (later mounts start enhanced): each test starts a
// fresh page, with fresh modules.
beforeEach(() => vi.resetModules());
const freshHeader = async () => (await import('../SiteHeader/SiteHeader')).SiteHeader;

// A store whose browser value differs from the server's, as the consent cookie or the stored colour scheme do.
let stored = 'dark';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => stored;
const serverValue = () => 'system';

async function freshScheme() {
  const { useStoreAfterHydration } = await import('./useHydrated');
  return function Scheme({ onRender }: { onRender: (value: string) => void }) {
    const value = useStoreAfterHydration(subscribe, read, serverValue);
    onRender(value);
    return <p>{value}</p>;
  };
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Server-renders `element` into a container, then hydrates it as the browser does. */
async function hydrate(element: React.ReactElement, onRecoverableError = vi.fn()) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError });
  });
  return { container, onRecoverableError };
}

describe('useStoreAfterHydration', () => {
  it('hydrates with the server value, then shows the store and follows its changes', async () => {
    const Scheme = await freshScheme();
    const seen: string[] = [];
    const { container, onRecoverableError } = await hydrate(<Scheme onRender={(value) => seen.push(value)} />);
    expect(seen[0]).toBe('system');
    expect(container.textContent).toBe('dark');
    expect(onRecoverableError).not.toHaveBeenCalled();

    stored = 'light';
    act(() => listeners.forEach((listener) => listener()));
    expect(container.textContent).toBe('light');
  });
});

describe('SiteHeader hydration', () => {
  it('hydrates the plain navigation without a mismatch, then swaps in the Radix dropdown buttons', async () => {
    const SiteHeader = await freshHeader();
    const { container, onRecoverableError } = await hydrate(
      <SiteHeader brandName="UPM Trading" items={sampleNavigation} currentPath="/" />,
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    // After the enhancement transition: the dropdowns have their buttons.
    const nav = container.querySelector('nav[aria-label="Main"]');
    expect(nav?.querySelectorAll('button[aria-expanded]').length).toBeGreaterThan(0);
  });

  it('serves a navigation without Radix state: no buttons, every section link in place', async () => {
    const SiteHeader = await freshHeader();
    const html = renderToString(<SiteHeader brandName="UPM Trading" items={sampleNavigation} currentPath="/" />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const nav = container.querySelector('nav[aria-label="Main"]');
    expect(nav?.querySelector('button')).toBeNull();
    // Radix NavigationMenu marks its list with data-orientation: it must not be what hydrates.
    expect(nav?.querySelector('[data-orientation]')).toBeNull();
    for (const item of sampleNavigation) expect(nav?.querySelector(`a[href="${item.href}"]`)).not.toBeNull();
  });
});

describe('SiteHeader focus across the swap', () => {
  it('keeps a focused header link focused when the Radix navigation replaces the plain one', async () => {
    const SiteHeader = await freshHeader();
    const { render } = await import('@testing-library/react');
    const link = sampleNavigation[sampleNavigation.length - 1]!;
    const view = render(<SiteHeader brandName="UPM Trading" items={sampleNavigation} withoutScripts />);
    // The first navigation is the header's (the phone menu's comes after it).
    const nav = view.container.querySelector('nav')!;
    const before = nav.querySelector<HTMLAnchorElement>(`a[href="${link.href}"]`)!;
    act(() => before.focus());
    view.rerender(<SiteHeader brandName="UPM Trading" items={sampleNavigation} />);
    await act(async () => {});
    const after = view.container.querySelector('nav')!.querySelector(`a[href="${link.href}"]`);
    expect(after).not.toBe(before);
    expect(document.activeElement).toBe(after);
    view.unmount();
  });
});
