import { Hero } from '@upm/ui';
import { PageCallToAction } from '~/components/content/PageCallToAction';
import { PageSection } from '~/components/content/PageSection';
import { PageWarning } from '~/components/content/PageWarning';
import { BulletList, PointGrid, ProseBody } from '~/components/content/Prose';
import { coins, cryptoMarket, cryptoRiskWarnings, cryptoTips } from '~/content/markets/crypto';
import { marketPages } from '~/content/page-books/markets';
import { pageMeta } from '~/platform/seo/seo';

const page = marketPages.page('/markets/crypto');

export const meta = () => pageMeta(marketPages, page.path);

const [reasons, ...analysis] = cryptoMarket.sections;

export default function CryptoMarket() {
  return (
    <>
      <Hero title={page.h1} lead={cryptoMarket.lead} />
      {reasons ? (
        <PageSection id={reasons.id} heading={reasons.heading}>
          <ProseBody section={reasons} />
        </PageSection>
      ) : null}
      <PageSection id="coins" heading="Eight major cryptocurrencies" muted>
        <PointGrid points={coins.map((coin) => ({ title: `${coin.name} (${coin.symbol})`, text: coin.description }))} />
      </PageSection>
      {analysis.map((section, index) => (
        <PageSection key={section.id} id={section.id} heading={section.heading} muted={index % 2 === 1}>
          <ProseBody section={section} />
        </PageSection>
      ))}
      <PageSection id="risks" heading="Crypto risk warnings" muted={analysis.length % 2 === 1}>
        <PageWarning
          title="Before you trade crypto"
          intro="Cryptocurrencies are among the riskiest assets you can trade. You could lose all the money you put in."
          points={cryptoRiskWarnings}
        />
      </PageSection>
      <PageSection id="tips" heading="10 tips for crypto traders" muted={analysis.length % 2 === 0}>
        <BulletList items={cryptoTips} ordered />
      </PageSection>
      <PageCallToAction
        title="Trade crypto with a plan"
        text="Follow our signals, learn the fundamentals, and choose a regulated broker."
        actions={cryptoMarket.callsToAction}
      />
    </>
  );
}
