import { MarketCoursePage } from '~/components/content/MarketCoursePage';
import { stocksCourse } from '~/content/courses/stocks';
import { pageMeta } from '~/platform/seo/seo';
import { courseJsonLd, jsonLdMeta } from '~/platform/seo/structured-data';
import { educationPages } from '~/content/page-books/education';

export const meta = () =>
  pageMeta(educationPages, stocksCourse.path, [
    jsonLdMeta(
      courseJsonLd(educationPages, {
        path: stocksCourse.path,
        teaches: stocksCourse.modules.map((module) => module.title),
      }),
    ),
  ]);

export default function StocksCourse() {
  return <MarketCoursePage course={stocksCourse} />;
}
