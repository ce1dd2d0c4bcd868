import { LevelCoursePage } from '~/components/content/LevelCoursePage';
import { intermediateCourse } from '~/content/courses/intermediate';
import { pageMeta } from '~/platform/seo/seo';
import { courseJsonLd, jsonLdMeta } from '~/platform/seo/structured-data';
import { educationPages } from '~/content/page-books/education';

export const meta = () =>
  pageMeta(educationPages, intermediateCourse.path, [
    jsonLdMeta(
      courseJsonLd(educationPages, {
        path: intermediateCourse.path,
        educationalLevel: 'Intermediate',
        // ISO 8601 duration: the upper bound of the advertised hours.
        timeRequired: `PT${intermediateCourse.totalHours.max}H`,
        teaches: intermediateCourse.modules.map((module) => module.title),
      }),
    ),
  ]);

/** The intermediate course (16-20 hours, four modules and prerequisites). */
export default function IntermediateCourse() {
  return <LevelCoursePage course={intermediateCourse} />;
}
