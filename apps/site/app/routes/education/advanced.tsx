import { LevelCoursePage } from '~/components/content/LevelCoursePage';
import { advancedCourse } from '~/content/courses/advanced';
import { pageMeta } from '~/platform/seo/seo';
import { courseJsonLd, jsonLdMeta } from '~/platform/seo/structured-data';
import { educationPages } from '~/content/page-books/education';

export const meta = () =>
  pageMeta(educationPages, advancedCourse.path, [
    jsonLdMeta(
      courseJsonLd(educationPages, {
        path: advancedCourse.path,
        educationalLevel: 'Advanced',
        // ISO 8601 duration: the upper bound of the advertised hours.
        timeRequired: `PT${advancedCourse.totalHours.max}H`,
        teaches: advancedCourse.modules.map((module) => module.title),
      }),
    ),
  ]);

/** The advanced course (28-36 hours, four core modules, mentoring and a capstone project). */
export default function AdvancedCourse() {
  return <LevelCoursePage course={advancedCourse} />;
}
