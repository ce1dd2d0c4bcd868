import { Hero, StatGrid } from '@upm/ui';
import { PageSection } from '~/components/content/PageSection';
import { ProseBody } from '~/components/content/Prose';
import { platformPages } from '~/content/page-books/platforms';
import { platformCallsToAction } from '~/content/platforms/calls-to-action';
import type { PlatformPage as PlatformPageContent } from '~/content/platforms/platforms.schema';
import { ClosingSection } from './ClosingSection';
import { FeatureCardGrid } from './FeatureCardGrid';

/** The body of a platform page (MT5, MT4, cTrader): intro, headline numbers, features, details, CTAs. */
export function PlatformPage({ path, content }: { path: string; content: PlatformPageContent }) {
  const page = platformPages.page(path);
  return (
    <>
      <Hero title={page.h1} lead={content.intro} />
      <PageSection id="features" heading={content.features.heading} fade={false}>
        {content.stats.length > 0 ? <StatGrid stats={content.stats} aria-label={`${page.label} in numbers`} /> : null}
        <FeatureCardGrid items={content.features.items} />
      </PageSection>
      {content.sections.map((section, index) => (
        <PageSection key={section.id} id={section.id} heading={section.heading} muted={index % 2 === 0}>
          <ProseBody section={section} />
        </PageSection>
      ))}
      {/* 'View Recommended Brokers' to /ib-partners and 'Learn More' to /education, as on the original. */}
      <ClosingSection heading={content.closing.heading} text={content.closing.text} actions={platformCallsToAction} />
    </>
  );
}
