import { Hero } from '@upm/ui';
import { IndicesTable } from '~/components/content/IndicesTable';
import { PageCallToAction } from '~/components/content/PageCallToAction';
import { PageSection } from '~/components/content/PageSection';
import { ProseBody } from '~/components/content/Prose';
import { indicesMarket } from '~/content/markets/indices';
import { marketPages } from '~/content/page-books/markets';
import { pageMeta } from '~/platform/seo/seo';

const page = marketPages.page('/markets/indices');

export const meta = () => pageMeta(marketPages, page.path);

export default function IndicesMarket() {
  const hoursIndex = indicesMarket.sections.findIndex((section) => section.id === 'index-trading-hours');
  return (
    <>
      <Hero title={page.h1} lead={indicesMarket.lead} />
      <PageSection id="major-indices" heading="The major indices">
        <IndicesTable />
      </PageSection>
      {indicesMarket.sections.map((section, index) => (
        <PageSection key={section.id} id={section.id} heading={section.heading} muted={index % 2 === 0}>
          <ProseBody section={section} />
          {index === hoursIndex ? <IndicesTable hours /> : null}
        </PageSection>
      ))}
      <PageCallToAction
        title="Trade indices with a plan"
        text="Learn the market, follow our signals, and choose a regulated broker."
        actions={indicesMarket.callsToAction}
      />
    </>
  );
}
