import { describe, expect, it } from 'vitest';
import { toolCachedPages, toolEntriesKept } from './tool-page-versions.server';

describe('calculators kept by the page cache', () => {
  const pages = toolCachedPages.pages();
  const key = (query: string) =>
    pages['/tools/position-size']!.canonicalSearch(new URLSearchParams(query), 'tools', '/tools/position-size');

  it('key on the values in field order: junk, order and defaults spelled out make no new entry', async () => {
    const canonical = await key('balance=5000');
    expect(canonical).toBe('?account=USD&balance=5000&risk=1&stop=50&pair=EURUSD&price=1.0850&rate=');
    expect(await key('cb=123&balance=5000&utm_source=x')).toBe(canonical);
    expect(await key('pair=EURUSD&balance=5000&account=USD')).toBe(canonical);
    expect(await key(`balance=${'9'.repeat(5000)}`)).toBe(
      `?account=USD&balance=${'9'.repeat(40)}&risk=1&stop=50&pair=EURUSD&price=1.0850&rate=`,
    );
  });

  it('keep a bounded number of queries per calculator, and never market hours (they move with the clock)', () => {
    for (const page of Object.values(pages)) expect(page.maxEntries).toBe(toolEntriesKept);
    expect(Object.keys(pages).sort()).toEqual([
      '/tools/margin',
      '/tools/pip-value',
      '/tools/position-size',
      '/tools/profit',
      '/tools/risk-reward',
    ]);
  });

  it('leave links without costs as they were, and key a link with them on their values', async () => {
    const keyOf = (path: string, query: string) =>
      pages[path]!.canonicalSearch(new URLSearchParams(query), 'tools', path);
    expect(await keyOf('/tools/position-size', 'spread=&commission=')).toBe(
      '?account=USD&balance=10000&risk=1&stop=50&pair=EURUSD&price=1.0850&rate=',
    );
    expect(await keyOf('/tools/position-size', `commission=7&spread=1&x=${'1'.repeat(100)}`)).toBe(
      '?account=USD&balance=10000&risk=1&stop=50&pair=EURUSD&price=1.0850&rate=&spread=1&commission=7',
    );
    expect(await keyOf('/tools/profit', `swap=${'-'.repeat(500)}&nights=3`)).toBe(
      `?account=USD&pair=EURUSD&direction=buy&open=1.0850&close=1.0950&lots=1&rate=&swap=${'-'.repeat(40)}&nights=3`,
    );
  });
});
