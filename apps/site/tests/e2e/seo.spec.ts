import type { Page } from '@playwright/test';
import { pages } from '../../app/content/pages';
import { listingPaths } from '../../app/lib/sitemap';
import { expect, test } from './fixtures';

/* Search-engine basics for every public page: meta tags, JSON-LD, sitemap.xml and robots.txt. */

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';

/** Every JSON-LD block of a page, parsed (a block that is not valid JSON fails the test). */
async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test('sitemap.xml is served as XML and lists every public page with an absolute URL', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^(application|text)\/xml/);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs.sort()).toEqual(
    [...pages.map((page) => page.path), ...listingPaths].map((path) => `${baseURL}${path}`).sort(),
  );
  expect(xml).not.toContain('/secure/');
});

test('robots.txt is plain text, keeps crawlers out of /secure/ and points to the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toContain('Disallow: /secure/');
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the home page describes the organisation in JSON-LD', async ({ page }) => {
  await page.goto('/');
  const blocks = await jsonLdOf(page);
  const organization = blocks.find((block) => block['@type'] === 'Organization');
  expect(organization).toMatchObject({ '@context': 'https://schema.org', name: 'UPM Trading', url: `${baseURL}/` });
});

for (const meta of pages) {
  test(`${meta.path} has its own title, description, canonical URL, social tags and valid JSON-LD`, async ({
    page,
  }) => {
    await page.goto(meta.path);
    await expect(page).toHaveTitle(meta.title);
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', meta.description);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${meta.path}`);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', meta.title);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}${meta.path}`);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(meta.h1);

    const blocks = await jsonLdOf(page);
    expect(blocks.length).toBeGreaterThan(0);
    if (meta.path !== '/') {
      const breadcrumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList');
      const items = breadcrumbs?.['itemListElement'] as { item: string; position: number }[] | undefined;
      expect(items?.[0]?.item).toBe(`${baseURL}/`);
      expect(items?.at(-1)?.item).toBe(`${baseURL}${meta.path}`);
    }
    if (/^\/education\/(beginner|intermediate|advanced)$/.test(meta.path)) {
      expect(blocks.some((block) => block['@type'] === 'Course')).toBe(true);
    }
  });
}
