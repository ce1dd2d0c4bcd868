import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub, type LoaderFunction } from 'react-router';

/**
 * A route's component rendered at `path` as the router renders it (links resolved, loader data passed), without a
 * server or a browser: what a page says and links to is checked here; how it looks and behaves, in tests/e2e.
 * Resolves once the page's h1 is on screen.
 */
export async function renderPage(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- route components take their generated props
  Component: ComponentType<any>,
  path: string,
  loader?: LoaderFunction,
) {
  const pathname = new URL(path, 'http://localhost').pathname;
  // Nothing to show while a loader runs: the test waits for the h1.
  const Stub = createRoutesStub([{ path: pathname, Component, loader, HydrateFallback: () => null }]);
  const result = render(<Stub initialEntries={[path]} />);
  // The router renders after its loader resolves: allow for a busy machine, not testing-library's 1 s default.
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return result;
}
