import { Grid, Heading, Hero, MarketCard, Stack, TradingViewWidget } from '@upm/ui';
import { PageSection } from '~/components/content/PageSection';
import { pageFor } from '~/content/pages';
import { marketCards, marketsOverview } from '~/content/markets/overview';
import { chartGroups, economicCalendarWidget, marketOverviewWidget } from '~/content/markets/widgets';
import { useNonce } from '~/lib/nonce';
import { pageMeta } from '~/lib/seo';

const page = pageFor('/markets');

export const meta = () => pageMeta(page.path);

export default function MarketsOverview() {
  const nonce = useNonce();
  return (
    <>
      <Hero title={page.h1} lead={marketsOverview.lead} />
      <PageSection id="markets" heading="Choose a market">
        <Grid as="ul" minColumnWidth="sm" gap="5">
          {marketCards.map((card) => (
            <li key={card.href}>
              <MarketCard {...card} headingLevel={3} />
            </li>
          ))}
        </Grid>
      </PageSection>
      <PageSection id="market-overview" heading="Markets at a glance" lead={marketsOverview.widgetsIntro} muted>
        <TradingViewWidget {...marketOverviewWidget} nonce={nonce} />
      </PageSection>
      <PageSection id="charts" heading="Live charts" lead="Four-hour candles, times in UTC.">
        <Stack gap="10">
          {chartGroups.map((group) => (
            <Stack as="section" key={group.id} aria-labelledby={`${group.id}-heading`} gap="4">
              <Heading level={3} size="xl" id={`${group.id}-heading`}>
                {group.title}
              </Heading>
              <Grid minColumnWidth="md" gap="5">
                {group.charts.map((chart) => (
                  <TradingViewWidget key={chart.id} {...chart} headingLevel={4} nonce={nonce} />
                ))}
              </Grid>
            </Stack>
          ))}
        </Stack>
      </PageSection>
      <PageSection
        id="economic-calendar"
        heading="Upcoming economic events"
        lead="Upcoming economic releases of every importance for the US, the euro area, the UK, Japan, China, Australia, Canada, Switzerland, Germany, France, Italy and Spain."
        muted
      >
        <TradingViewWidget {...economicCalendarWidget} nonce={nonce} />
      </PageSection>
    </>
  );
}
