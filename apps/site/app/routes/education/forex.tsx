import { LotSizesTable, MajorPairsTable, SessionsDaylightNote, SessionsTable } from '~/components/content/ForexTables';
import { MarketCoursePage } from '~/components/content/MarketCoursePage';
import { PageSection } from '~/components/content/PageSection';
import * as styles from '~/components/content/content.css';
import { forexCourse } from '~/content/courses/forex';
import { forexFacts } from '~/content/markets/forex';
import { pageMeta } from '~/platform/seo/seo';
import { courseJsonLd, jsonLdMeta } from '~/platform/seo/structured-data';
import { educationPages } from '~/content/page-books/education';

export const meta = () =>
  pageMeta(educationPages, forexCourse.path, [
    jsonLdMeta(
      courseJsonLd(educationPages, {
        path: forexCourse.path,
        teaches: forexCourse.modules.map((module) => module.title),
      }),
    ),
  ]);

/** The forex course also lists the sessions with GMT hours, the major pairs and leverage up to 1:500. */
export default function ForexCourse() {
  return (
    <MarketCoursePage course={forexCourse}>
      <PageSection id="sessions" heading="Trading sessions (GMT)" muted>
        <SessionsTable />
        <SessionsDaylightNote className={styles.lead} />
      </PageSection>
      <PageSection id="major-pairs" heading="Major pairs">
        <MajorPairsTable />
      </PageSection>
      <PageSection id="leverage" heading={`Leverage up to ${forexFacts.maxLeverage}`} muted>
        <div className={styles.prose}>
          <p>
            Depending on the broker and where you live, forex leverage can reach {forexFacts.maxLeverage}: $100 of
            margin controls a $50,000 position. {forexFacts.leverageLimit}
          </p>
          <p>
            Leverage magnifies losses as much as gains. Size every position from the amount you are prepared to lose,
            never from the maximum leverage available.
          </p>
        </div>
        <LotSizesTable />
      </PageSection>
    </MarketCoursePage>
  );
}
