import { DataTable, Hero } from '@upm/ui';
import { PageCallToAction } from '~/components/content/PageCallToAction';
import { PageSection } from '~/components/content/PageSection';
import { PointGrid, ProseBody } from '~/components/content/Prose';
import { marketPages } from '~/content/page-books/markets';
import { popularStocks, sectors, stockApproaches, stocksMarket } from '~/content/markets/stocks';
import type { Stock } from '~/content/schemas';
import { pageMeta } from '~/platform/seo/seo';

const page = marketPages.page('/markets/stocks');

export const meta = () => pageMeta(marketPages, page.path);

export default function StocksMarket() {
  return (
    <>
      <Hero title={page.h1} lead={stocksMarket.lead} />
      {stocksMarket.sections.map((section) => (
        <PageSection key={section.id} id={section.id} heading={section.heading}>
          <ProseBody section={section} />
        </PageSection>
      ))}
      <PageSection id="sectors" heading="Eight market sectors" muted>
        <PointGrid
          points={sectors.map((sector) => ({
            title: sector.name,
            text:
              sector.examples.length > 0
                ? `${sector.description} Examples: ${sector.examples.join(', ')}.`
                : sector.description,
          }))}
        />
      </PageSection>
      <PageSection id="popular-stocks" heading="Popular stocks">
        <DataTable<Stock>
          caption="Twelve widely traded US stocks, with company and sector"
          columns={[
            { key: 'ticker', header: 'Ticker', rowHeader: true },
            { key: 'name', header: 'Company' },
            { key: 'sector', header: 'Sector' },
          ]}
          rows={popularStocks}
          rowKey={(row) => row.ticker}
        />
      </PageSection>
      <PageSection id="approaches" heading="Four approaches to the stock market" muted>
        <PointGrid points={stockApproaches} />
      </PageSection>
      {stocksMarket.factors.map((section, index) => (
        <PageSection key={section.id} id={section.id} heading={section.heading} muted={index % 2 === 1}>
          <ProseBody section={section} />
        </PageSection>
      ))}
      <PageCallToAction
        title="Trade stocks with a plan"
        text="Follow our signals, learn the fundamentals, and choose a regulated broker."
        actions={stocksMarket.callsToAction}
      />
    </>
  );
}
