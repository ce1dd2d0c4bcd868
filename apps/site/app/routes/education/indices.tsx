import { IndicesTable } from '~/components/content/IndicesTable';
import { MarketCoursePage } from '~/components/content/MarketCoursePage';
import { PageSection } from '~/components/content/PageSection';
import { indicesCourse } from '~/content/courses/indices';
import { pageMeta } from '~/platform/seo/seo';
import { courseJsonLd, jsonLdMeta } from '~/platform/seo/structured-data';
import { educationPages } from '~/content/page-books/education';

export const meta = () =>
  pageMeta(educationPages, indicesCourse.path, [
    jsonLdMeta(
      courseJsonLd(educationPages, {
        path: indicesCourse.path,
        teaches: indicesCourse.modules.map((module) => module.title),
      }),
    ),
  ]);

/** The indices course also lists the trading hours per index. */
export default function IndicesCourse() {
  return (
    <MarketCoursePage course={indicesCourse}>
      <PageSection
        id="trading-hours"
        heading="Trading hours per index"
        lead="Cash-session hours of each index's home exchange. GMT times are for standard (winter) time and move one hour earlier while the exchange's country observes daylight saving time."
        muted
      >
        <IndicesTable hours />
      </PageSection>
    </MarketCoursePage>
  );
}
