import type { MetaDescriptor } from 'react-router';
import { siteConfig } from '~/content/site';
import { jsonLdMeta } from '~/platform/seo/structured-data';
import { absoluteUrl } from '~/platform/seo/site-url';
import { brokerPath } from './broker-paths';
import type { BrokerProfile } from './profile';

const suffix = ` | ${siteConfig.name}`;

/**
 * The broker as a schema.org Organization. No aggregateRating: the directory's ratings are the team's, not
 * collected reviews, and search engines' guidelines forbid self-served review markup.
 */
export function brokerJsonLd(broker: BrokerProfile) {
  return {
    '@context': 'https://schema.org' as const,
    '@type': 'Organization',
    name: broker.name,
    description: broker.description,
    url: absoluteUrl(brokerPath(broker.slug)),
    ...(broker.website ? { sameAs: [broker.website] } : {}),
    ...(broker.logo ? { logo: broker.logo.startsWith('/') ? absoluteUrl(broker.logo) : broker.logo } : {}),
    ...(broker.yearFounded ? { foundingDate: String(broker.yearFounded) } : {}),
    ...(broker.headquarters ? { address: { '@type': 'PostalAddress', addressCountry: broker.headquarters } } : {}),
  };
}

/** Meta tags of /ib-partners/<slug>: a found broker's title, description, canonical and JSON-LD; noindex when gone. */
export function brokerPageMeta(
  loaded: { kind: 'found'; profile: BrokerProfile } | { kind: 'gone'; name: string } | undefined,
): MetaDescriptor[] {
  if (!loaded) return [{ title: `Broker not found${suffix}` }];
  if (loaded.kind === 'gone') {
    return [{ title: `${loaded.name} is no longer listed${suffix}` }, { name: 'robots', content: 'noindex' }];
  }
  const { profile } = loaded;
  const url = absoluteUrl(brokerPath(profile.slug));
  const description = `${profile.name}: cost per lot, regulators with licence numbers, minimum deposit, leverage and platforms.`;
  return [
    { title: `${profile.name}: costs, regulation and terms${suffix}` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: `${profile.name}${suffix}` },
    { property: 'og:url', content: url },
    jsonLdMeta(brokerJsonLd(profile)),
  ];
}
