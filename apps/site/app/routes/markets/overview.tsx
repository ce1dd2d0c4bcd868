import { Grid, Heading, Hero, MarketCard, Stack, TradingViewWidget } from '@upm/ui';
import { PageSection } from '~/components/content/PageSection';
import { ConsentedWidgets } from '~/components/consent/ConsentedWidgets';
import { marketPages } from '~/content/page-books/markets';
import { marketCards, marketsOverview } from '~/content/markets/overview';
import { chartGroups, economicCalendarWidget, marketOverviewWidget } from '~/content/markets/widgets';
import { symbolLinks } from '~/platform/market-links';
import { useNonce } from '~/lib/nonce';
import { pageMeta } from '~/platform/seo/seo';

const page = marketPages.page('/markets');

// The fallback links of each section: the symbols its widgets would show.
const overviewLinks = symbolLinks(
  marketOverviewWidget.config.tabs.flatMap((tab) => tab.symbols.map(({ s, d }) => ({ label: d, symbol: s }))),
);
const chartLinks = symbolLinks(
  chartGroups.flatMap((group) =>
    group.charts.map((chart) => ({ label: chart.title.replace(/ chart$/, ''), symbol: chart.config.symbol })),
  ),
);

export const meta = () => pageMeta(marketPages, page.path);

export default function MarketsOverview() {
  const nonce = useNonce();
  return (
    <>
      <Hero title={page.h1} lead={marketsOverview.lead} />
      <PageSection id="markets" heading="Choose a market">
        <Grid as="ul" minColumnWidth="xs" maxColumns="5" gap="5">
          {marketCards.map((card) => (
            <li key={card.href}>
              <MarketCard {...card} headingLevel={3} />
            </li>
          ))}
        </Grid>
      </PageSection>
      <PageSection id="market-overview" heading="Markets at a glance" lead={marketsOverview.widgetsIntro} muted>
        <ConsentedWidgets links={overviewLinks}>
          {(loading) => <TradingViewWidget {...marketOverviewWidget} {...loading} nonce={nonce} />}
        </ConsentedWidgets>
      </PageSection>
      <PageSection id="charts" heading="Live charts" lead="Four-hour candles, times in UTC.">
        <ConsentedWidgets links={chartLinks}>
          {(loading) => (
            <Stack gap="10">
              {chartGroups.map((group) => (
                <Stack as="section" key={group.id} aria-labelledby={`${group.id}-heading`} gap="4">
                  <Heading level={3} size="xl" id={`${group.id}-heading`}>
                    {group.title}
                  </Heading>
                  <Grid minColumnWidth="md" gap="5">
                    {group.charts.map((chart) => (
                      <TradingViewWidget key={chart.id} {...chart} {...loading} headingLevel={4} nonce={nonce} />
                    ))}
                  </Grid>
                </Stack>
              ))}
            </Stack>
          )}
        </ConsentedWidgets>
      </PageSection>
      <PageSection
        id="economic-calendar"
        heading="Upcoming economic events"
        lead="Upcoming economic releases of every importance for the US, the euro area, the UK, Japan, China, Australia, Canada, Switzerland, Germany, France, Italy and Spain."
        muted
      >
        <ConsentedWidgets links={[]}>
          {(loading) => <TradingViewWidget {...economicCalendarWidget} {...loading} nonce={nonce} />}
        </ConsentedWidgets>
      </PageSection>
    </>
  );
}
