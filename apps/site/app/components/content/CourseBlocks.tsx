import { CourseModule, CourseProgression, Grid } from '@upm/ui';
import { courseLevels, type CourseLevelId } from '~/content/courses/levels';
import { formatHours } from '~/content/format';
import type { CourseModuleItem } from '~/content/schemas';

/** A course's modules, numbered, with their durations when they have one. */
export function CourseModuleList({ modules }: { modules: readonly CourseModuleItem[] }) {
  return (
    <Grid as="ol" minColumnWidth="md" gap="5">
      {modules.map((module, index) => (
        <li key={module.title}>
          <CourseModule
            number={index + 1}
            title={module.title}
            summary={module.summary}
            duration={module.duration ? formatHours(module.duration) : undefined}
            lessons={module.lessons}
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
      steps={courseLevels.map(({ totalHours, ...level }) => ({ ...level, detail: formatHours(totalHours) }))}
    />
  );
}
