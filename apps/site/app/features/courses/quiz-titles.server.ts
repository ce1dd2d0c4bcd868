import { beginnerLessonModules } from '~/content/lessons/beginner';
import type { QuizId } from '~/content/courses/quiz-paths';

/** A quiz's title as pages show it: the module's title from the course content, or "Final test". */
export function quizTitle(quiz: QuizId): string {
  if (quiz === 'final-test') return 'Beginner course: final test';
  const module = beginnerLessonModules.find((candidate) => candidate.slug === quiz);
  return `Quiz: ${module?.title ?? quiz}`;
}

/** The lesson URL of the module's first lesson (where "Back to the lessons" leads). */
export function moduleFirstLessonPath(quiz: QuizId): string {
  const module = beginnerLessonModules.find((candidate) => candidate.slug === quiz) ?? beginnerLessonModules[0]!;
  return `/education/beginner/${module.slug}/${module.lessons[0]!.slug}`;
}
