import { Hero } from '@upm/ui';
import { PageSection } from '~/components/content/PageSection';
import { ClosingSection } from '~/components/site-pages/ClosingSection';
import { ServicesGrid } from '~/components/site-pages/ServicesGrid';
import { pageFor } from '~/content/pages';
import { servicesOverview } from '~/content/services/overview';
import { pageMeta } from '~/lib/seo';

export const meta = () => pageMeta('/services');

const page = pageFor('/services');

export default function ServicesOverview() {
  return (
    <>
      <Hero title={page.h1} lead={servicesOverview.intro} />
      {/* Right below the hero, likely above the fold on desktop: not faded. */}
      <PageSection id="services" heading="What We Offer" fade={false}>
        <ServicesGrid />
      </PageSection>
      <ClosingSection {...servicesOverview.closing} />
    </>
  );
}
