import { MarketCoursePage } from '~/components/content/MarketCoursePage';
import { commodityCourse } from '~/content/courses/commodity';
import { pageMeta } from '~/lib/seo';
import { courseJsonLd, jsonLdMeta } from '~/lib/structured-data';
import { educationPages } from '~/content/page-books/education';

export const meta = () =>
  pageMeta(educationPages, commodityCourse.path, [
    jsonLdMeta(
      courseJsonLd(educationPages, {
        path: commodityCourse.path,
        teaches: commodityCourse.modules.map((module) => module.title),
      }),
    ),
  ]);

export default function CommodityCourse() {
  return <MarketCoursePage course={commodityCourse} />;
}
