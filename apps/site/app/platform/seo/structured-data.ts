import type { MetaDescriptor } from 'react-router';
import { homeCrumb, type PageBook } from '~/content/page-book';
import { siteConfig } from '~/content/site';
import { companyIdentity } from '~/platform/company';
import { absoluteUrl } from './site-url';

/** A schema.org JSON-LD object (always carries its @type). */
export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string } & Record<string, unknown>;

const organizationDescription =
  'Free trading signals, structured trading education, live webinars and partner-broker guidance for retail traders.';

/** The site's publisher as a schema.org Organization (home page). */
export function organizationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${absoluteUrl('/')}#organization`,
    name: siteConfig.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    description: organizationDescription,
    legalName: companyIdentity.name,
    // schema.org's companyRegistrationNumber is still pending; taxID is not what this is. identifier is generic.
    identifier: companyIdentity.number,
    address: { '@type': 'PostalAddress', streetAddress: companyIdentity.address },
    email: companyIdentity.email,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: companyIdentity.email,
      hoursAvailable: companyIdentity.supportHours,
      url: absoluteUrl('/contact'),
    },
  };
}

/** What a Course needs beyond the page's own title and description. */
export interface CourseJsonLdInput {
  /** The course's public path, e.g. `/education/beginner`. */
  path: string;
  /** Course name; defaults to the page's h1. */
  name?: string;
  /** Course description; defaults to the page's meta description. */
  description?: string;
  /** e.g. 'Beginner', 'Intermediate', 'Advanced'. */
  educationalLevel?: string;
  /** Total study time as an ISO 8601 duration, e.g. 'PT198M' (the lessons' own times added up; none without lessons). */
  timeRequired?: string;
  /** Topics the course teaches (module titles work well). */
  teaches?: readonly string[];
}

/** A schema.org Course offered by the site's Organization (course pages). */
export function courseJsonLd(book: PageBook, input: CourseJsonLdInput): JsonLd {
  const page = book.page(input.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: input.name ?? page.h1,
    description: input.description ?? page.description,
    url: absoluteUrl(page.path),
    inLanguage: 'en',
    provider: { '@type': 'Organization', name: siteConfig.name, url: absoluteUrl('/') },
    ...(input.educationalLevel ? { educationalLevel: input.educationalLevel } : {}),
    ...(input.timeRequired ? { timeRequired: input.timeRequired } : {}),
    ...(input.teaches && input.teaches.length > 0 ? { teaches: [...input.teaches] } : {}),
  };
}

/**
 * A schema.org WebApplication for a free tool page: what it is, that it runs in any browser and costs
 * nothing. No ratings: the site collects none, and invented ones are against search engines' guidelines.
 */
export function toolJsonLd(book: PageBook, path: string): JsonLd {
  const page = book.page(path);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: page.h1,
    description: page.description,
    url: absoluteUrl(page.path),
    applicationCategory: 'FinanceApplication',
    operatingSystem: 'Any',
    browserRequirements: 'Works in any web browser, with or without JavaScript.',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    publisher: { '@type': 'Organization', name: siteConfig.name, url: absoluteUrl('/') },
  };
}

/** The trail of pages from home to `path` (a page of `book`, its section), using each page's breadcrumb label. */
export function breadcrumbTrail(path: string, book: PageBook): { name: string; path: string }[] {
  const segments = path.split('/').filter(Boolean);
  const trail: { name: string; path: string }[] = [{ ...homeCrumb }];
  segments.forEach((_, index) => {
    const ancestor = `/${segments.slice(0, index + 1).join('/')}`;
    // A section's book holds its overview, so every ancestor of a page is in the page's own book.
    const page = book.pages.find((candidate) => candidate.path === ancestor);
    // A segment without a page of its own (none today) is skipped rather than linked to a 404.
    if (page) trail.push({ name: page.label, path: page.path });
  });
  return trail;
}

/** A schema.org BreadcrumbList for a page below the home page. */
export function breadcrumbJsonLd(path: string, book: PageBook): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbTrail(path, book).map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/**
 * JSON text safe inside an inline <script>: `<`, `>`, `&`, U+2028 and U+2029 become \u escapes,
 * so no value can close the script element or start an HTML comment.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * A meta descriptor rendering `<script type="application/ld+json">` in the head.
 * React Router's <Meta> escapes it exactly as `serializeJsonLd` does.
 */
export function jsonLdMeta(data: JsonLd): MetaDescriptor {
  return { 'script:ld+json': data };
}

/** The JSON-LD every public page carries by default: Organization on home, BreadcrumbList below it. */
export function defaultJsonLd(path: string, book: PageBook): JsonLd[] {
  return path === '/' ? [organizationJsonLd()] : [breadcrumbJsonLd(path, book)];
}

/** One term of a glossary, as its JSON-LD needs it. */
export interface DefinedTermInput {
  name: string;
  description: string;
  /** The term's page, e.g. `/glossary/pip`. */
  path: string;
  /** Other names of the term. */
  alternateNames?: readonly string[];
}

/** The glossary set a term belongs to: its page and name. */
export interface DefinedTermSetInput {
  name: string;
  description: string;
  /** The glossary's page, e.g. `/glossary`. */
  path: string;
}

const definedTermSetId = (set: DefinedTermSetInput) => `${absoluteUrl(set.path)}#set`;

function definedTerm(term: DefinedTermInput, set: DefinedTermSetInput): JsonLd {
  return {
    '@type': 'DefinedTerm',
    '@id': `${absoluteUrl(term.path)}#term`,
    name: term.name,
    description: term.description,
    url: absoluteUrl(term.path),
    ...(term.alternateNames && term.alternateNames.length > 0 ? { alternateName: [...term.alternateNames] } : {}),
    inDefinedTermSet: definedTermSetId(set),
  };
}

/** A schema.org DefinedTermSet holding every term (the glossary's index page). */
export function definedTermSetJsonLd(set: DefinedTermSetInput, terms: readonly DefinedTermInput[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTermSet',
    '@id': definedTermSetId(set),
    name: set.name,
    description: set.description,
    url: absoluteUrl(set.path),
    inLanguage: 'en',
    // Each term's page carries its full DefinedTerm; the set names and links them, which keeps the index page light.
    hasDefinedTerm: terms.map((term) => ({ '@type': 'DefinedTerm', name: term.name, url: absoluteUrl(term.path) })),
  };
}

/** A schema.org DefinedTerm (a term's page), naming the set it belongs to. */
export function definedTermJsonLd(term: DefinedTermInput, set: DefinedTermSetInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    ...definedTerm(term, set),
    inDefinedTermSet: {
      '@type': 'DefinedTermSet',
      '@id': definedTermSetId(set),
      name: set.name,
      url: absoluteUrl(set.path),
    },
  };
}
