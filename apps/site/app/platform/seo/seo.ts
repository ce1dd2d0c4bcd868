import type { MetaDescriptor } from 'react-router';
import type { PageBook } from '~/content/page-book';
import { siteConfig } from '~/content/site';
import { absoluteUrl } from './site-url';
import { defaultJsonLd, jsonLdMeta } from './structured-data';

export { absoluteUrl };

/**
 * Title, description, canonical link, Open Graph and Twitter card tags for a public page of `book` (its section),
 * plus its default JSON-LD (Organization on home, BreadcrumbList below it); pass more
 * (e.g. `jsonLdMeta(courseJsonLd(...))`) in `extra`.
 */
export function pageMeta(book: PageBook, path: string, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  const page = book.page(path);
  const url = absoluteUrl(page.path);
  return [
    { title: page.title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteConfig.name },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
    ...defaultJsonLd(page.path, book).map(jsonLdMeta),
    ...extra,
  ];
}
