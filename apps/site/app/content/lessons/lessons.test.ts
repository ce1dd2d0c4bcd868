import { describe, expect, it } from 'vitest';
import { beginnerCourse, beginnerFirstLessonPath } from '../courses/beginner';
import { contentProblem } from '../validate-content.server';
import { beginnerLessonModules } from './beginner/index';
import { beginnerOutline } from './beginner/outline';
import { lessonSchema, type Lesson } from './lesson.schema';

const lessonFiles = import.meta.glob<{ lesson: Lesson }>('./beginner/*/*.ts', { eager: true });

const [firstModule] = beginnerLessonModules;
const firstLesson = firstModule!.lessons[0]!;
const problemOf = (data: unknown) =>
  contentProblem({ module: 'lessons/beginner/x/y.ts', name: 'lesson', schema: lessonSchema, data });

describe('the Beginner lessons', () => {
  it('keep the contract module slugs, and the course page’s module titles, in its order', () => {
    expect(beginnerLessonModules.map((module) => module.slug)).toEqual([
      'introduction-to-trading',
      'charts-and-technical-analysis',
      'risk-management-and-psychology',
      'platforms-and-first-trades',
    ]);
    expect(beginnerLessonModules.map((module) => module.title)).toEqual(
      beginnerCourse.modules.map((module) => module.title),
    );
  });

  it('are titled exactly as /education/beginner lists them, 17 in all', () => {
    expect(beginnerLessonModules.map((module) => module.lessons.map((lesson) => lesson.title))).toEqual(
      beginnerCourse.modules.map((module) => module.lessons),
    );
    expect(beginnerLessonModules.flatMap((module) => module.lessons)).toHaveLength(17);
  });

  it('are listed in the outline the build prerenders, in the same order', () => {
    expect(beginnerOutline).toEqual(
      beginnerLessonModules.map((module) => ({
        module: module.slug,
        lessons: module.lessons.map((lesson) => lesson.slug),
      })),
    );
  });

  it('start where "Start the course" leads', () => {
    expect(beginnerFirstLessonPath).toBe(`/education/beginner/${firstModule!.slug}/${firstLesson.slug}`);
  });

  it('live in a file named by their module and slug, and the index lists every such file', () => {
    const indexed = beginnerLessonModules.flatMap((module) =>
      module.lessons.map((lesson) => `./beginner/${module.slug}/${lesson.slug}.ts`),
    );
    expect(Object.keys(lessonFiles).sort()).toEqual([...indexed].sort());
    for (const module of beginnerLessonModules) {
      for (const lesson of module.lessons) {
        expect(lessonFiles[`./beginner/${module.slug}/${lesson.slug}.ts`]?.lesson).toBe(lesson);
      }
    }
  });

  it('refuses a lesson without a worked example', () => {
    const { example: _example, ...withoutExample } = firstLesson;
    expect(problemOf(withoutExample)).toMatch(/example/);
    expect(problemOf({ ...firstLesson, example: { title: 'Example', body: 'Too short.' } })).toMatch(/example\.body/);
  });

  it('refuses a lesson without its 3-5 check questions, or with an answer that is not an option', () => {
    const { checks: _checks, ...withoutChecks } = firstLesson;
    expect(problemOf(withoutChecks)).toMatch(/checks/);
    expect(problemOf({ ...firstLesson, checks: firstLesson.checks.slice(0, 2) })).toMatch(/checks/);
    const [check] = firstLesson.checks;
    const outOfRange = { ...check!, answer: check!.options.length };
    expect(problemOf({ ...firstLesson, checks: [outOfRange, ...firstLesson.checks.slice(1)] })).toMatch(
      /answer must index one of its options/,
    );
  });

  it('accepts every lesson as written', () => {
    for (const lesson of beginnerLessonModules.flatMap((module) => module.lessons)) {
      expect(problemOf(lesson), lesson.slug).toBeNull();
    }
  });
});
