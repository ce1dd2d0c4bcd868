// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { siteRoutes as toolRoutes } from '~/features/tools/routes';
import { glossaryTerms } from '~/content/glossary';
import { renderPage } from '~/test-support/render-page';
import { glossaryIndexData, glossaryTermData } from './glossary.server';
import Glossary, { loader as indexLoader } from './index';
import GlossaryTerm, { loader as termLoader } from './term';
import type { Route } from './+types/term';

type TermProps = Route.ComponentProps;

/*
 * The glossary's pages as rendered from their loaders' data, and the meta tags and JSON-LD those loaders build.
 */

afterEach(cleanup);

type Descriptor = Record<string, unknown>;
const jsonLd = (meta: readonly Descriptor[]) =>
  meta.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json'] as Record<string, unknown>] : []));

describe('the glossary index', () => {
  it('lists every term under its letter with its definition, and jumps to the letters that have terms', async () => {
    await renderPage(Glossary, '/glossary', () => indexLoader());
    expect(screen.getByRole('heading', { level: 1, name: 'Trading Glossary' })).toBeInTheDocument();
    const letters = screen.getByRole('navigation', { name: 'Glossary letters' });
    expect(within(letters).getByRole('link', { name: 'M' })).toHaveAttribute('href', '#letter-m');
    // No term starts with X: the letter is shown but is not a link to nowhere.
    expect(within(letters).queryByRole('link', { name: 'X' })).toBeNull();
    expect(within(letters).getByText('X')).toBeInTheDocument();
    const m = screen.getByRole('region', { name: 'M' });
    expect(m).toHaveAttribute('id', 'letter-m');
    expect(within(m).getByRole('link', { name: 'Margin call' })).toHaveAttribute('href', '/glossary/margin-call');
    expect(m).toHaveTextContent(glossaryTerms.find((term) => term.slug === 'margin-call')!.definition);
    expect(
      screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/glossary/')),
    ).toHaveLength(glossaryTerms.length);
  });

  it('describes the whole set in DefinedTermSet JSON-LD, with a canonical link', () => {
    const { meta } = glossaryIndexData();
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'http://localhost:3000/glossary' });
    const set = jsonLd(meta).find((item) => item['@type'] === 'DefinedTermSet')!;
    expect(set).toMatchObject({
      '@context': 'https://schema.org',
      '@id': 'http://localhost:3000/glossary#set',
      name: 'Trading Glossary',
      url: 'http://localhost:3000/glossary',
    });
    const terms = set['hasDefinedTerm'] as Record<string, unknown>[];
    expect(terms).toHaveLength(glossaryTerms.length);
    expect(terms).toContainEqual(
      expect.objectContaining({
        '@type': 'DefinedTerm',
        name: 'Margin call',
        url: 'http://localhost:3000/glossary/margin-call',
      }),
    );
  });
});

describe('a term page', () => {
  it('shows the definition, explanation, example, lessons, tools and related terms of "Margin call"', async () => {
    await renderPage(GlossaryTerm, '/glossary/margin-call', () =>
      termLoader({ params: { slug: 'margin-call' } } as never),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Margin call' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What it means' })).toHaveTextContent('equity ÷ used margin');
    expect(screen.getByRole('region', { name: 'Example' })).toHaveTextContent('$1,808.33');
    const lessons = screen.getByRole('navigation', { name: 'Lessons' });
    expect(
      within(lessons).getByRole('link', { name: 'Leverage and margin, and how they magnify losses' }),
    ).toHaveAttribute('href', '/education/beginner/risk-management-and-psychology/leverage-and-margin');
    const tools = screen.getByRole('navigation', { name: 'Tools' });
    expect(within(tools).getByRole('link', { name: 'Margin Calculator' })).toHaveAttribute('href', '/tools/margin');
    const related = screen.getByRole('region', { name: 'Related terms' });
    expect(within(related).getByRole('link', { name: 'Margin level' })).toHaveAttribute(
      'href',
      '/glossary/margin-level',
    );
    expect(within(related).getByRole('link', { name: 'Stop-out' })).toHaveAttribute('href', '/glossary/stop-out');
    expect(screen.getByRole('link', { name: 'Browse the glossary from A to Z' })).toHaveAttribute('href', '/glossary');
  });

  it('renders for every term, with its name, definition, related terms, lessons and tools', () => {
    // The component alone, to static markup, read as text: the router adds nothing a term's text depends on (the
    // test above renders one term through it), and 169 DOM renders would cost seconds.
    const escape = (text: string) =>
      text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#x27;');
    for (const term of glossaryTerms) {
      const props = { loaderData: termLoader({ params: { slug: term.slug } } as never) } as unknown as TermProps;
      const html = renderToStaticMarkup(<GlossaryTerm {...props} />);
      expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1], term.slug).toBe(escape(term.term));
      expect(html, term.slug).toContain(escape(term.definition));
      for (const slug of term.related) expect(html, `${term.slug} → ${slug}`).toContain(`href="/glossary/${slug}"`);
      for (const link of term.links) {
        expect(html, `${term.slug} → ${link.href}`).toContain(`href="${link.href}">${escape(link.label)}</a>`);
      }
    }
  });

  it('is a DefinedTerm of the glossary set in JSON-LD, with its own title, description and canonical link', () => {
    const { meta } = glossaryTermData('margin-call')!;
    expect(meta).toContainEqual({ title: 'Margin call: Meaning and Example' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'http://localhost:3000/glossary/margin-call',
    });
    const term = jsonLd(meta).find((item) => item['@type'] === 'DefinedTerm')!;
    expect(term).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Margin call',
      url: 'http://localhost:3000/glossary/margin-call',
      inDefinedTermSet: { '@type': 'DefinedTermSet', '@id': 'http://localhost:3000/glossary#set' },
    });
    const crumbs = jsonLd(meta).find((item) => item['@type'] === 'BreadcrumbList')!;
    expect((crumbs['itemListElement'] as { name: string }[]).map((crumb) => crumb.name)).toEqual([
      'Home',
      'Glossary',
      'Margin call',
    ]);
  });

  it('keeps every meta description within 160 characters and escapes raw HTML in the Markdown', () => {
    for (const term of glossaryTerms) {
      const description = glossaryTermData(term.slug)!.meta.find((tag) => 'name' in tag && tag.name === 'description');
      expect((description as { content: string }).content.length, term.slug).toBeLessThanOrEqual(160);
      const { explanationHtml, exampleHtml } = glossaryTermData(term.slug)!.term;
      expect(`${explanationHtml}${exampleHtml ?? ''}`, term.slug).not.toMatch(
        /<(?!\/?(p|strong|em|ul|ol|li|a|code)\b)/,
      );
    }
  });

  it('links only to tools the route table has', () => {
    const toolPaths = new Set(toolRoutes.map((route) => `/${route.path ?? 'tools'}`));
    const linked = glossaryTerms.flatMap((term) => term.links.filter((link) => link.href.startsWith('/tools')));
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.filter((link) => !toolPaths.has(link.href))).toEqual([]);
  });

  it('answers 404 for a slug that is not a term', () => {
    expect(() => termLoader({ params: { slug: 'no-such-term' } } as never)).toThrow();
    try {
      termLoader({ params: { slug: 'no-such-term' } } as never);
    } catch (error) {
      expect(error).toMatchObject({ init: { status: 404 } });
    }
  });
});
