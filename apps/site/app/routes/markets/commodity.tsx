import { DataTable, Hero } from '@upm/ui';
import { PageCallToAction } from '~/components/content/PageCallToAction';
import { PageSection } from '~/components/content/PageSection';
import { ProseBody } from '~/components/content/Prose';
import { commodityCategories, commodityMarket } from '~/content/markets/commodity';
import { marketPages } from '~/content/page-books/markets';
import type { CommodityCategory } from '~/content/schemas';
import { pageMeta } from '~/platform/seo/seo';

const page = marketPages.page('/markets/commodity');

export const meta = () => pageMeta(marketPages, page.path);

export default function CommodityMarket() {
  return (
    <>
      <Hero title={page.h1} lead={commodityMarket.lead} />
      <PageSection id="categories" heading="Commodity categories">
        <DataTable<CommodityCategory>
          caption="Commodity categories, what they include and what they are used for"
          columns={[
            { key: 'category', header: 'Category', rowHeader: true },
            { key: 'items', header: 'Examples', render: (row) => row.items.join(', '), prose: true },
            { key: 'use', header: 'Main uses', prose: true },
          ]}
          rows={commodityCategories}
          rowKey={(row) => row.category}
        />
      </PageSection>
      {commodityMarket.sections.map((section, index) => (
        <PageSection key={section.id} id={section.id} heading={section.heading} muted={index % 2 === 0}>
          <ProseBody section={section} />
        </PageSection>
      ))}
      <PageCallToAction
        title="Trade commodities with a plan"
        text="Learn the market, follow our signals, and choose a regulated broker."
        actions={commodityMarket.callsToAction}
      />
    </>
  );
}
