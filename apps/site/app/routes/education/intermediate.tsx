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
        // No timeRequired: its lessons are not written, so it has no study time to state.
        teaches: intermediateCourse.modules.map((module) => module.title),
      }),
    ),
  ]);

/** The intermediate course: its modules planned, its lessons being written. */
export default function IntermediateCourse() {
  return <LevelCoursePage course={intermediateCourse} />;
}
