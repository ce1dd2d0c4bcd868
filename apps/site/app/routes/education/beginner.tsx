import { LevelCoursePage } from '~/components/content/LevelCoursePage';
import { beginnerCourse } from '~/content/courses/beginner';
import { pageMeta } from '~/platform/seo/seo';
import { courseJsonLd, jsonLdMeta } from '~/platform/seo/structured-data';
import { educationPages } from '~/content/page-books/education';

export const meta = () =>
  pageMeta(educationPages, beginnerCourse.path, [
    jsonLdMeta(
      courseJsonLd(educationPages, {
        path: beginnerCourse.path,
        educationalLevel: 'Beginner',
        // ISO 8601 duration: the upper bound of the advertised hours.
        timeRequired: `PT${beginnerCourse.totalHours.max}H`,
        teaches: beginnerCourse.modules.map((module) => module.title),
      }),
    ),
  ]);

/** The beginner course (12-15 hours, four modules). */
export default function BeginnerCourse() {
  return <LevelCoursePage course={beginnerCourse} />;
}
