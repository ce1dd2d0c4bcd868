import { TextLink } from '@upm/ui';
import { LevelCoursePage } from '~/components/content/LevelCoursePage';
import { PageSection } from '~/components/content/PageSection';
import { beginnerCourse } from '~/content/courses/beginner';
import { pageMeta } from '~/platform/seo/seo';
import { courseJsonLd, jsonLdMeta } from '~/platform/seo/structured-data';
import { educationPages } from '~/content/page-books/education';
import { beginnerOutline } from '~/features/courses/lessons.server';
import { progressPath, signUpPath } from '~/features/courses/lesson-paths';
import type { Route } from './+types/beginner';

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

/**
 * At prerender: each lesson's page by title (the lessons themselves stay out of this page's script). A title the
 * course lists without a lesson file would stay "Coming"; the content test keeps the two lists equal.
 */
export function loader() {
  return {
    lessonPaths: Object.fromEntries(
      beginnerOutline().flatMap((module) => module.lessons.map((lesson) => [lesson.title, lesson.path])),
    ) as Record<string, string>,
  };
}

/** The beginner course (12-15 hours, four modules), its lessons linked. */
export default function BeginnerCourse({ loaderData }: Route.ComponentProps) {
  return (
    <LevelCoursePage course={beginnerCourse} lessonPaths={loaderData.lessonPaths}>
      <PageSection id="progress" heading="Continue where you left off" muted fade={false}>
        <p>
          Signed in? <TextLink href={progressPath}>See your progress</TextLink> and continue with the first lesson you
          have not marked done. No account? <TextLink href={signUpPath}>Sign up free</TextLink> to save your progress
          and take the quizzes; every lesson stays free to read without one.
        </p>
      </PageSection>
    </LevelCoursePage>
  );
}
