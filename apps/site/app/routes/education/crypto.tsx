import { MarketCoursePage } from '~/components/content/MarketCoursePage';
import { cryptoCourse } from '~/content/courses/crypto';
import { pageMeta } from '~/lib/seo';
import { courseJsonLd, jsonLdMeta } from '~/lib/structured-data';
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
