import { pages } from '../../app/content/pages';
import { expect, test } from './fixtures';

const publicPaths = pages.map((page) => page.path);
// What every response carries, a script as much as a page.
const assetHeaders = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};
// What only a document needs: browsers apply these to documents, not to the scripts and fonts they load.
const documentHeaders = {
  ...assetHeaders,
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

function expectDocumentHeaders(headers: Record<string, string>, url: string) {
  for (const [name, value] of Object.entries(documentHeaders)) expect(headers[name], `${name} on ${url}`).toBe(value);
  expect(headers['permissions-policy'], url).toContain('camera=()');
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of ["default-src 'self'", "frame-ancestors 'none'", "base-uri 'self'", "object-src 'none'"]) {
    expect(csp, `CSP on ${url}`).toContain(directive);
  }
  expect(csp, `CSP on ${url}`).not.toContain("'unsafe-inline'");
  // Plain HTTP: HSTS would be meaningless.
  expect(headers['strict-transport-security'], url).toBeUndefined();
}

function expectAssetHeaders(headers: Record<string, string>, url: string) {
  for (const [name, value] of Object.entries(assetHeaders)) expect(headers[name], `${name} on ${url}`).toBe(value);
  for (const name of [
    'content-security-policy',
    'permissions-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
  ]) {
    expect(headers[name], `${name} on ${url}`).toBeUndefined();
  }
  expect(headers['strict-transport-security'], url).toBeUndefined();
}

test('a trailing slash redirects to the page without it', async ({ request }) => {
  const response = await request.get('/about/?x=1', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/about?x=1');
});

test('every document carries the security headers, an asset only its own, and public pages set no cookie', async ({
  request,
}) => {
  const home = await request.get('/');
  const html = await home.text();
  const script = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  const stylesheet = html.match(/\/assets\/[\w.-]+\.css/)?.[0];
  expect(script).toBeTruthy();
  expect(stylesheet).toBeTruthy();
  for (const url of [...publicPaths, '/no-such-page-here', '/favicon.svg', '/healthz', script!, stylesheet!]) {
    const response = await request.get(url);
    const headers = response.headers();
    if (url.startsWith('/assets/')) expectAssetHeaders(headers, url);
    else expectDocumentHeaders(headers, url);
    expect(headers['set-cookie'], `Set-Cookie on ${url}`).toBeUndefined();
  }
});

test('prerendered pages allow their inline scripts by hash, rendered ones by nonce', async ({ request }) => {
  const prerendered = await request.get('/about');
  expect(prerendered.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+ /);
  const rendered = await request.get('/no-such-page-here');
  const csp = rendered.headers()['content-security-policy'] ?? '';
  const nonce = csp.match(/'nonce-([\w+/=]+)'/)?.[1];
  expect(nonce).toBeTruthy();
  expect(await rendered.text()).toContain(`nonce="${nonce}"`);
  const again = await request.get('/no-such-page-here');
  expect(again.headers()['content-security-policy']).not.toContain(nonce!);
});

test('pages hydrate without breaking their Content-Security-Policy @mobile', async ({ page }) => {
  for (const path of ['/', '/education/beginner', '/ib-partners', '/no-such-page-here']) {
    await page.goto(path);
    // React Router records the route modules it loaded once the client entry ran.
    await page.waitForFunction(() => '__reactRouterRouteModules' in window);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  }
});

test('pages ask for their scripts only after the load event and the first paint, so they never hold it up', async ({
  page,
  request,
}) => {
  // The sign-in page is rendered with a CSP nonce, which React Router puts on its preload links too.
  for (const path of ['/', '/about', '/ib-partners', '/secure/admin/login']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('<link rel="modulepreload"');
    await page.goto(path);
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'));
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      return {
        after: Math.max(navigation.loadEventStart, firstPaint),
        starts: scripts.map((entry) => entry.startTime),
      };
    });
    expect(timing.starts.length, path).toBeGreaterThan(3);
    for (const start of timing.starts) expect(start, path).toBeGreaterThanOrEqual(timing.after);
  }
});

test('a hashed asset is served compressed and cached for a year', async ({ request, baseURL }) => {
  const html = await (await request.get('/')).text();
  const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const url = `${baseURL}${asset}`;

  const etags = new Set<string>();
  for (const [accept, encoding] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ] as const) {
    const response = await request.get(url, { headers: { 'Accept-Encoding': accept } });
    const headers = response.headers();
    expect(response.status()).toBe(200);
    expect(headers['content-encoding'], accept).toBe(encoding);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['vary']).toBe('Accept-Encoding');
    expect(headers['content-type']).toContain('text/javascript');
    expect(headers['etag']).toMatch(/^"[\w-]+"$/);
    etags.add(headers['etag']!);

    const revalidated = await request.get(url, {
      headers: { 'Accept-Encoding': accept, 'If-None-Match': headers['etag']! },
    });
    expect(revalidated.status()).toBe(304);
  }
  // Each encoding is a different representation with its own strong ETag.
  expect(etags.size).toBe(3);

  const head = await request.head(url, { headers: { 'Accept-Encoding': 'br' } });
  expect(head.status()).toBe(200);
  expect(head.headers()['content-encoding']).toBe('br');
});

test('server-rendered pages are compressed on the fly', async ({ request }) => {
  const response = await request.get('/no-such-page-here', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect(response.headers()['vary']).toContain('Accept-Encoding');
  expect(await response.text()).toContain('Page not found');
});

test('the health check answers ok', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe('ok');
});
