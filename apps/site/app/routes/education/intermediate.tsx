import { LevelCoursePage } from '~/components/content/LevelCoursePage';
import { intermediateCourse } from '~/content/courses/intermediate';
import { pageMeta } from '~/lib/seo';
import { courseJsonLd, jsonLdMeta } from '~/lib/structured-data';

export const meta = () =>
  pageMeta(intermediateCourse.path, [
    jsonLdMeta(
      courseJsonLd({
        path: intermediateCourse.path,
        educationalLevel: 'Intermediate',
        // ISO 8601 duration: the upper bound of the advertised hours.
        timeRequired: `PT${intermediateCourse.totalHours.max}H`,
        teaches: intermediateCourse.modules.map((module) => module.title),
      }),
    ),
  ]);

/** Spec §2: the intermediate course (16-20 hours, four modules and prerequisites). */
export default function IntermediateCourse() {
  return <LevelCoursePage course={intermediateCourse} />;
}
