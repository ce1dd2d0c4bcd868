import { ButtonLink, FloatingPrices, Hero } from '@upm/ui';
import { PageSection } from '~/components/content/PageSection';
import { ClosingSection } from '~/components/site-pages/ClosingSection';
import { CompanyIntro, CompanyStats } from '~/components/site-pages/CompanyIntro';
import { FeatureCardGrid } from '~/components/site-pages/FeatureCardGrid';
import { ServicesGrid } from '~/components/site-pages/ServicesGrid';
import { home } from '~/content/home';
import { sitePages } from '~/content/page-books/site';
import { pageMeta } from '~/platform/seo/seo';

export const meta = () => pageMeta(sitePages, '/');

const page = sitePages.page('/');

export default function Home() {
  return (
    <>
      {/* The hero holds the LCP: never faded in. */}
      <Hero
        size="home"
        eyebrow={home.hero.eyebrow}
        title={page.h1}
        lead={home.hero.lead}
        actions={home.hero.actions.map((action, index) => (
          <ButtonLink key={action.href} href={action.href} variant={index === 0 ? 'primary' : 'outline'} size="lg">
            {action.label}
          </ButtonLink>
        ))}
        aside={<FloatingPrices prices={home.hero.samplePrices} caption={home.hero.samplePricesCaption} />}
      />
      <PageSection id="who-we-are" heading={home.whoWeAre.heading} lead={home.whoWeAre.intro}>
        <CompanyStats />
        <CompanyIntro />
      </PageSection>
      <PageSection id="services" heading={home.servicesPreview.heading} lead={home.servicesPreview.intro} muted>
        <ServicesGrid />
      </PageSection>
      <PageSection id="features" heading={home.features.heading} lead={home.features.intro}>
        <FeatureCardGrid items={home.features.items} />
      </PageSection>
      <ClosingSection {...home.closing} />
    </>
  );
}
