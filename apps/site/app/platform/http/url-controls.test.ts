import { describe, expect, it, vi } from 'vitest';
import { refuseControlCharactersInUrl, urlHoldsControlCharacter } from './url-controls.server';

const base = 'http://localhost:3000';

/** Runs the root middleware as React Router would: the status it throws, or 'next' when it lets the route run. */
async function outcome(path: string, params: Record<string, string>) {
  const next = vi.fn(async () => 'route ran');
  try {
    await refuseControlCharactersInUrl({ request: new Request(`${base}${path}`), params }, next);
    return next.mock.calls.length ? 'next' : 'nothing';
  } catch (error) {
    expect(next).not.toHaveBeenCalled();
    return (error as { init?: { status?: number } }).init?.status;
  }
}

describe('URLs with control characters', () => {
  // React Router decodes params: `%00` in the path arrives as U+0000.
  it.each([
    ['/services/signals/%00', { id: '\0' }],
    ['/services/webinar/%00', { id: '\0' }],
    ['/services/webinar/%00.ics', { id: '\0.ics' }],
    ['/go/%00', { id: '\0' }],
    ['/secure/admin/signals/%00', { id: '\0' }],
    ['/secure/admin/webinars/%00', { id: '\0' }],
    ['/secure/admin/webinars/%00/registrants.csv', { id: '\0' }],
    ['/ib-partners/a%1bb', { slug: 'a\u001bb' }],
    ['/services/signals/history?page=%00', {}],
    ['/secure/admin/dashboard?edit=%0a', {}],
  ])('%s answers 404 before the route runs', async (path, params) => {
    expect(await outcome(path, params)).toBe(404);
  });

  it('lets every ordinary URL through, a malformed escape included', async () => {
    expect(await outcome('/services/signals/abc-123', { id: 'abc-123' })).toBe('next');
    expect(await outcome('/ib-partners?q=caf%C3%A9+bar', {})).toBe('next');
    expect(urlHoldsControlCharacter(new URL(`${base}/x%E0%A4%A`), {})).toBe(false);
  });
});

describe('the root route', () => {
  it('runs the refusal first, so it covers every page, resource route and action', async () => {
    const root = await import('~/root');
    expect(root.middleware[0]).toBe(refuseControlCharactersInUrl);
  }, 60_000);
});
