import { TextLink } from '@upm/ui';
import { LevelCoursePage } from '~/components/content/LevelCoursePage';
import { PageSection } from '~/components/content/PageSection';
import { beginnerCourse } from '~/content/courses/beginner';
import { pageMeta } from '~/platform/seo/seo';
import { courseJsonLd, jsonLdMeta } from '~/platform/seo/structured-data';
import { educationPages } from '~/content/page-books/education';
import { beginnerOutline } from '~/features/courses/lessons.server';
import { studyTime } from '~/content/lessons/study-time';
import { progressPath, signUpPath } from '~/content/courses/lesson-paths';
import { useCourseProgress } from '~/features/courses/components/use-course-progress';
import type { Route } from './+types/beginner';

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(educationPages, beginnerCourse.path, [
    jsonLdMeta(
      courseJsonLd(educationPages, {
        path: beginnerCourse.path,
        educationalLevel: 'Beginner',
        // ISO 8601 duration: the lessons' own times added up.
        ...(loaderData ? { timeRequired: `PT${loaderData.studyMinutes.total}M` } : {}),
        teaches: beginnerCourse.modules.map((module) => module.title),
      }),
    ),
  ]);

/**
 * At prerender: each lesson's page by title and the study time the lessons' own times add up to (the lessons
 * themselves stay out of this page's script). A title the
 * course lists without a lesson file would stay "Coming"; the content test keeps the two lists equal.
 */
export function loader() {
  return {
    studyMinutes: studyTime(beginnerOutline()),
    lessonPaths: Object.fromEntries(
      beginnerOutline().flatMap((module) => module.lessons.map((lesson) => [lesson.title, lesson.path])),
    ) as Record<string, string>,
  };
}

/** The beginner course (four modules, its study time from its lessons), its lessons linked. */
export default function BeginnerCourse({ loaderData }: Route.ComponentProps) {
  // A signed-in reader's place, asked after hydration: the page itself stays prerendered and the same for everyone.
  const progress = useCourseProgress();
  return (
    <LevelCoursePage
      course={beginnerCourse}
      lessonPaths={loaderData.lessonPaths}
      studyMinutes={loaderData.studyMinutes}
      doneLessons={progress?.done}
    >
      <PageSection id="progress" heading="Continue where you left off" muted fade={false}>
        {progress ? (
          <p>
            {progress.continueWith ? (
              <TextLink href={progress.continueWith.path}>Continue: {progress.continueWith.title}</TextLink>
            ) : (
              'You have marked every lesson done: the quizzes and the final test are on your progress page.'
            )}
          </p>
        ) : null}
        <p>
          Signed in? <TextLink href={progressPath}>See your progress</TextLink> and continue with the first lesson you
          have not marked done. No account? <TextLink href={signUpPath}>Sign up free</TextLink> to save your progress
          and take the quizzes; every lesson stays free to read without one.
        </p>
      </PageSection>
    </LevelCoursePage>
  );
}
