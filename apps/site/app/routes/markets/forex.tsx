import { Hero } from '@upm/ui';
import { LotSizesTable, MajorPairsTable, SessionsDaylightNote, SessionsTable } from '~/components/content/ForexTables';
import { FactList } from '~/components/content/FactList';
import { PageCallToAction } from '~/components/content/PageCallToAction';
import { PageSection } from '~/components/content/PageSection';
import * as contentStyles from '~/components/content/content.css';
import { ProseBody } from '~/components/content/Prose';
import { forexFacts, forexMarket } from '~/content/markets/forex';
import { marketPages } from '~/content/page-books/markets';
import { pageMeta } from '~/platform/seo/seo';

const page = marketPages.page('/markets/forex');

export const meta = () => pageMeta(marketPages, page.path);

const [whatIsForex, pipsAndLots, ...laterSections] = forexMarket.sections;

export default function ForexMarket() {
  return (
    <>
      <Hero title={page.h1} lead={forexMarket.lead} />
      <PageSection id="at-a-glance" heading="Forex at a glance">
        <FactList
          facts={[
            {
              title: forexFacts.dailyVolume,
              text: `average daily turnover (${forexFacts.dailyVolumeSource}); ${forexFacts.latestDailyVolume} in the ${forexFacts.latestDailyVolumeSource}`,
            },
            { title: '24/5', text: 'open 24 hours a day, five days a week' },
            { title: `Up to ${forexFacts.maxLeverage}`, text: `leverage. ${forexFacts.leverageLimit}` },
            { title: '4 sessions', text: 'Sydney, Tokyo, London and New York' },
          ]}
        />
      </PageSection>
      {whatIsForex ? (
        <PageSection id={whatIsForex.id} heading={whatIsForex.heading} muted>
          <ProseBody section={whatIsForex} />
        </PageSection>
      ) : null}
      <PageSection
        id="major-pairs"
        heading="Major currency pairs"
        lead="The most traded pairs all include the US dollar. Traders know many of them by nickname."
      >
        <MajorPairsTable />
      </PageSection>
      <PageSection
        id="sessions"
        heading="Trading sessions (GMT)"
        lead="The market follows the sun from Sydney to New York. Activity and liquidity are highest when sessions overlap, especially London and New York between 13:00 and 17:00 GMT."
        muted
      >
        <SessionsTable />
        <SessionsDaylightNote className={contentStyles.lead} />
      </PageSection>
      {pipsAndLots ? (
        <PageSection id={pipsAndLots.id} heading={pipsAndLots.heading}>
          <ProseBody section={pipsAndLots} />
          <LotSizesTable />
        </PageSection>
      ) : null}
      {laterSections.map((section, index) => (
        <PageSection key={section.id} id={section.id} heading={section.heading} muted={index % 2 === 0}>
          <ProseBody section={section} />
        </PageSection>
      ))}
      <PageCallToAction
        title="Start trading forex with a plan"
        text="Learn the market, follow our signals, and choose a regulated broker."
        actions={forexMarket.callsToAction}
      />
    </>
  );
}
