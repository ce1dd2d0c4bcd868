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
        // No timeRequired: its lessons are not written, so it has no study time to state.
        teaches: advancedCourse.modules.map((module) => module.title),
      }),
    ),
  ]);

/** The advanced course: its modules planned, its lessons being written. */
export default function AdvancedCourse() {
  return <LevelCoursePage course={advancedCourse} />;
}
