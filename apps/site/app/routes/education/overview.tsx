import { Grid, Hero, MarketCard } from '@upm/ui';
import { LevelProgression } from '~/components/content/CourseBlocks';
import { PageSection } from '~/components/content/PageSection';
import { BulletList } from '~/components/content/Prose';
import { levelCards } from '~/content/courses/level-cards';
import { educationOverview, marketCourseCards } from '~/content/courses/overview';
import { educationPages } from '~/content/page-books/education';
import { pageMeta } from '~/platform/seo/seo';
import type { Route } from './+types/overview';

const page = educationPages.page('/education');

export const meta = () => pageMeta(educationPages, page.path);

/**
 * The level cards quote each course's hours and module count: read here, at build (the page is prerendered),
 * so the page's script does not import the three courses' whole content for six numbers.
 */
export const loader = () => ({ levelCards });

export default function EducationOverview({ loaderData }: Route.ComponentProps) {
  const { levelCards } = loaderData;
  return (
    <>
      <Hero title={page.h1} lead={educationOverview.lead} />
      <PageSection id="levels" heading="Courses by level" lead={educationOverview.levelsIntro}>
        <LevelProgression />
        <Grid as="ul" minColumnWidth="sm" gap="5">
          {levelCards.map((card) => (
            <li key={card.href}>
              <MarketCard {...card} />
            </li>
          ))}
        </Grid>
      </PageSection>
      <PageSection id="market-courses" heading="Courses by market" lead={educationOverview.marketsIntro} muted>
        <Grid as="ul" minColumnWidth="xs" maxColumns="5" gap="5">
          {marketCourseCards.map((card) => (
            <li key={card.href}>
              <MarketCard {...card} size="compact" />
            </li>
          ))}
        </Grid>
      </PageSection>
      <PageSection id="risk-first" heading="Risk management comes first">
        <BulletList items={educationOverview.riskGuidance} />
      </PageSection>
    </>
  );
}
