import { Hero } from '@upm/ui';
import { PageSection } from '~/components/content/PageSection';
import { ClosingSection } from '~/components/site-pages/ClosingSection';
import { CompanyIntro, CompanyStats } from '~/components/site-pages/CompanyIntro';
import { FeatureCardGrid } from '~/components/site-pages/FeatureCardGrid';
import { CompanyDetails } from '~/components/trust/CompanyDetails';
import * as styles from '~/components/site-pages/site-pages.css';
import { about } from '~/content/about';
import { sitePages } from '~/content/page-books/site';
import { pageMeta } from '~/platform/seo/seo';

export const meta = () => pageMeta(sitePages, '/about');

const page = sitePages.page('/about');

export default function About() {
  return (
    <>
      <Hero title={page.h1} lead={about.intro[0]} />
      <PageSection id="story" heading="Who We Are" fade={false}>
        <div className={styles.prose}>
          {about.intro.slice(1).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <CompanyStats />
      </PageSection>
      <PageSection id="mission" heading="What Drives Us" muted>
        <CompanyIntro />
      </PageSection>
      <PageSection id="team" heading={about.team.heading} lead={about.team.intro}>
        <FeatureCardGrid items={about.team.points} minColumnWidth="sm" />
      </PageSection>
      <PageSection id="risk" heading={about.risk.heading} muted>
        <div className={styles.prose}>
          {about.risk.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </PageSection>
      <PageSection id="company" heading="Company Details">
        <CompanyDetails />
      </PageSection>
      <ClosingSection {...about.closing} />
    </>
  );
}
