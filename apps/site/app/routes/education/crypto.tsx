import { MarketCoursePage } from '~/components/content/MarketCoursePage';
import { cryptoCourse } from '~/content/courses/crypto';
import { pageMeta } from '~/platform/seo/seo';
import { courseJsonLd, jsonLdMeta } from '~/platform/seo/structured-data';
import { educationPages } from '~/content/page-books/education';

export const meta = () =>
  pageMeta(educationPages, cryptoCourse.path, [
    jsonLdMeta(
      courseJsonLd(educationPages, {
        path: cryptoCourse.path,
        teaches: cryptoCourse.modules.map((module) => module.title),
      }),
    ),
  ]);

export default function CryptoCourse() {
  return <MarketCoursePage course={cryptoCourse} />;
}
