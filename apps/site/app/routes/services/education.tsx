import { Hero } from '@upm/ui';
import { PageSection } from '~/components/content/PageSection';
import { ProseBody } from '~/components/content/Prose';
import { ClosingSection } from '~/components/site-pages/ClosingSection';
import { ServiceCardGrid } from '~/components/site-pages/ServicesGrid';
import { servicePages } from '~/content/page-books/services';
import { servicesEducation } from '~/content/services/education';
import { pageMeta } from '~/platform/seo/seo';

export const meta = () => pageMeta(servicePages, '/services/education');

const page = servicePages.page('/services/education');

export default function ServicesEducation() {
  return (
    <>
      <Hero title={page.h1} lead={servicesEducation.intro} />
      <PageSection id="levels" heading="Courses for Every Level" fade={false}>
        <ServiceCardGrid
          cards={servicesEducation.levels.map((level) => ({
            eyebrow: level.level,
            title: level.title,
            description: level.summary,
            facts: level.facts,
            highlights: level.topics,
            // These level cards link to '#', as on the original; the full courses are under /education.
            href: servicesEducation.levelHref,
            linkLabel: level.linkLabel,
          }))}
        />
      </PageSection>
      <PageSection id={servicesEducation.approach.id} heading={servicesEducation.approach.heading} muted>
        <ProseBody section={servicesEducation.approach} />
      </PageSection>
      <ClosingSection {...servicesEducation.closing} />
    </>
  );
}
