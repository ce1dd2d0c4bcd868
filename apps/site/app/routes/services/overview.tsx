import { Hero } from '@upm/ui';
import { PageSection } from '~/components/content/PageSection';
import { ClosingSection } from '~/components/site-pages/ClosingSection';
import { ServicesGrid } from '~/components/site-pages/ServicesGrid';
import { servicePages } from '~/content/page-books/services';
import { servicesOverview } from '~/content/services/overview';
import { pageMeta } from '~/platform/seo/seo';

export const meta = () => pageMeta(servicePages, '/services');

const page = servicePages.page('/services');

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
