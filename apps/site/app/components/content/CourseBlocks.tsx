import { CourseModule, CourseProgression, Grid } from '@upm/ui';
import { courseLevels, type CourseLevelId, lessonsStateText } from '~/content/courses/levels';
import type { CourseModuleItem } from '~/content/schemas';

/** What the module list says about the lessons: how many are published, or that they are being written. */
export function lessonsNote(lessonPaths: Readonly<Record<string, string>> = {}): string {
  const published = Object.keys(lessonPaths).length;
  return published > 0
    ? `${published} lessons to read, free and without an account: open one from its title.`
    : 'The lessons are being written: each is marked Coming until it is published.';
}

/**
 * A course's modules, numbered, with their study times when the course has lessons. A lesson with a page (its title in
 * `lessonPaths`) is a link; every other lesson is marked as coming, so no page implies a lesson it does not have.
 */
export function CourseModuleList({
  modules,
  lessonPaths = {},
  durations = [],
  doneLessons = [],
}: {
  modules: readonly CourseModuleItem[];
  /** Each module's study time, as the page states it (from its lessons' own times). */
  durations?: readonly string[];
  /** The pages of the lessons the signed-in reader marked done: each gets a tick, with its text. */
  doneLessons?: readonly string[];
  /** Lesson title → the lesson's page, for the lessons that have one. */
  lessonPaths?: Readonly<Record<string, string>>;
}) {
  return (
    <Grid as="ol" minColumnWidth="md" gap="5">
      {modules.map((module, index) => (
        <li key={module.title}>
          <CourseModule
            number={index + 1}
            title={module.title}
            summary={module.summary}
            duration={durations[index]}
            lessons={module.lessons.map((title) =>
              lessonPaths[title]
                ? {
                    title,
                    href: lessonPaths[title],
                    ...(doneLessons.includes(lessonPaths[title]) ? { note: '✓ Done' } : {}),
                  }
                : { title, note: 'Coming' },
            )}
          />
        </li>
      ))}
    </Grid>
  );
}

/** The path Beginner → Intermediate → Advanced, with the current course marked. */
export function LevelProgression({ current }: { current?: CourseLevelId }) {
  return (
    <CourseProgression
      currentId={current}
      steps={courseLevels.map(({ lessons, ...level }) => ({ ...level, detail: lessonsStateText[lessons] }))}
    />
  );
}
