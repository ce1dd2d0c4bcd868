import { Grid, Hero, PlatformCard } from '@upm/ui';
import { PageSection } from '~/components/content/PageSection';
import { ProseBody } from '~/components/content/Prose';
import { ClosingSection } from '~/components/site-pages/ClosingSection';
import { platformPages } from '~/content/page-books/platforms';
import { platformCallsToAction } from '~/content/platforms/calls-to-action';
import { platformSummaries, platformsOverview } from '~/content/platforms/overview';
import { pageMeta } from '~/platform/seo/seo';

export const meta = () => pageMeta(platformPages, '/platforms');

const page = platformPages.page('/platforms');

export default function PlatformsOverview() {
  return (
    <>
      <Hero title={page.h1} lead={platformsOverview.intro} />
      <PageSection id="platforms" heading="Our Partner Brokers' Platforms" fade={false}>
        <Grid as="ul" minColumnWidth="md" gap="5">
          {platformSummaries.map((platform) => (
            <li key={platform.href}>
              <PlatformCard {...platform} />
            </li>
          ))}
        </Grid>
      </PageSection>
      <PageSection id={platformsOverview.choosing.id} heading={platformsOverview.choosing.heading} muted>
        <ProseBody section={platformsOverview.choosing} />
      </PageSection>
      {/* 'View Recommended Brokers' to /ib-partners and 'Learn More' to /education, as on the original. */}
      <ClosingSection
        heading={platformsOverview.closing.heading}
        text={platformsOverview.closing.text}
        actions={platformCallsToAction}
      />
    </>
  );
}
