import { MarketCoursePage } from '~/components/content/MarketCoursePage';
import { commodityCourse } from '~/content/courses/commodity';
import { pageMeta } from '~/platform/seo/seo';
import { courseJsonLd, jsonLdMeta } from '~/platform/seo/structured-data';
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
