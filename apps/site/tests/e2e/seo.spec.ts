import { pages } from '../../app/content/pages';
import { lesson } from '../../app/content/lessons/beginner/introduction-to-trading/trading-vs-investing';
import { contentListPaths, listingPaths } from '../../app/platform/seo/sitemap';
import { expect, test } from './fixtures';

/*
 * Search-engine basics for every public page: meta tags, JSON-LD, sitemap.xml and robots.txt. All of it is in the
 * server's answer, so it is read over HTTP, no browser needed.
 */

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';

/** Text as React writes it into HTML: entities escaped, `<!-- -->` between adjacent text nodes. */
function htmlText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(
      /&(amp|lt|gt|quot|#x27|#39|nbsp);/g,
      (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: '\u00a0' })[name]!,
    );
}

/** The attributes of every `tag` element in the HTML, decoded. */
function elements(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\s([^>]*)>`, 'g'))].map((match) =>
    Object.fromEntries(
      [...match[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, htmlText(value!)]),
    ),
  );
}

/** What a crawler reads from a page: its head tags, its h1 and every JSON-LD block, parsed (bad JSON throws). */
function readPage(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (key: 'name' | 'property', value: string) =>
    elements(head, 'meta').find((element) => element[key] === value)?.['content'];
  return {
    title: htmlText(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? ''),
    description: meta('name', 'description'),
    canonical: elements(head, 'link').find((element) => element['rel'] === 'canonical')?.['href'],
    ogTitle: meta('property', 'og:title'),
    ogUrl: meta('property', 'og:url'),
    twitterCard: meta('name', 'twitter:card'),
    h1: [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => htmlText(match[1]!)),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    ),
  };
}

test('sitemap.xml is served as XML and lists every public page and lesson with an absolute URL', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^(application|text)\/xml/);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs.sort()).toEqual(
    [...pages.map((page) => page.path), ...listingPaths, ...contentListPaths].map((path) => `${baseURL}${path}`).sort(),
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

test('every public page answers 200 with its own title, description, canonical URL, social tags, one h1 and valid JSON-LD', async ({
  request,
}) => {
  for (const meta of pages) {
    const response = await request.get(meta.path);
    expect.soft(response.status(), meta.path).toBe(200);
    const read = readPage(await response.text());
    expect.soft(read, meta.path).toMatchObject({
      title: meta.title,
      description: meta.description,
      canonical: `${baseURL}${meta.path}`,
      ogTitle: meta.title,
      ogUrl: `${baseURL}${meta.path}`,
      twitterCard: 'summary',
      h1: [meta.h1],
    });
    expect.soft(read.jsonLd.length, meta.path).toBeGreaterThan(0);
    if (meta.path === '/') {
      const organization = read.jsonLd.find((block) => block['@type'] === 'Organization');
      expect
        .soft(organization)
        .toMatchObject({ '@context': 'https://schema.org', name: 'UPM Trading', url: `${baseURL}/` });
    } else {
      const breadcrumbs = read.jsonLd.find((block) => block['@type'] === 'BreadcrumbList');
      const items = breadcrumbs?.['itemListElement'] as { item: string; position: number }[] | undefined;
      expect.soft(items?.[0]?.item, meta.path).toBe(`${baseURL}/`);
      expect.soft(items?.at(-1)?.item, meta.path).toBe(`${baseURL}${meta.path}`);
    }
    if (/^\/education\/(beginner|intermediate|advanced)$/.test(meta.path)) {
      expect
        .soft(
          read.jsonLd.some((block) => block['@type'] === 'Course'),
          meta.path,
        )
        .toBe(true);
    }
  }
});

test('a lesson is indexable: its title, summary as description, canonical URL, one h1 and a LearningResource', async ({
  request,
}) => {
  // The course's first lesson, imported on its own: the index imports lessons that need the build's values.
  const path = `/education/beginner/introduction-to-trading/${lesson.slug}`;
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const read = readPage(await response.text());
  expect(read).toMatchObject({
    title: `${lesson.title} | Beginner Trading Course`,
    description: lesson.summary,
    canonical: `${baseURL}${path}`,
    ogUrl: `${baseURL}${path}`,
    h1: [lesson.title],
  });
  expect(read.jsonLd.find((block) => block['@type'] === 'LearningResource')).toMatchObject({
    url: `${baseURL}${path}`,
    isAccessibleForFree: true,
    isPartOf: { '@type': 'Course', url: `${baseURL}/education/beginner` },
  });
  // A lesson the course does not have is a 404, not an empty page.
  expect((await request.get('/education/beginner/introduction-to-trading/no-such-lesson')).status()).toBe(404);
});
