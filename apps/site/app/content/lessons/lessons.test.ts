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

// What a lesson says as fact, held to what is true: each wording once found wrong or overstated in review, and the
// facts that replaced it.
describe('the Beginner lessons’ facts', () => {
  const lessons = beginnerLessonModules.flatMap((module) => module.lessons);
  const textOf = (slug: string) => JSON.stringify(lessons.find((lesson) => lesson.slug === slug));
  const checklistDiagram = import.meta.glob<string>('./diagrams/platforms-plan-checklist.svg', {
    query: '?raw',
    import: 'default',
    eager: true,
  })['./diagrams/platforms-plan-checklist.svg']!;

  it.each([
    // Leverage is written position-to-margin (30:1), so it cannot be read as a risk-reward (1:2, risk first).
    [/\b1:[25] (leverage|on (shares|cryptocurrencies|crypto))/i, 'leverage as 1:N'],
    [/\b1:(10|20|30|100|500)\b/, 'leverage as 1:N'],
    [/professionals cap/i, 'a claim about what professionals do'],
    [/specification this course follows/i, 'a specification the learner never sees'],
    [/each regulated broker publishes/i, 'a duty only EU and UK CFD providers have'],
    [/Some brokers use \$10 or \$25 a point/, 'unsourced S&P contract sizes'],
  ])('never say %s (%s)', (pattern) => {
    for (const lesson of lessons) expect(JSON.stringify(lesson), lesson.slug).not.toMatch(pattern);
  });

  it('state when the forex week opens, where the triple swap falls and who must publish loss shares', () => {
    expect(textOf('markets-at-a-glance')).toMatch(/Sunday 22:00 GMT/);
    expect(textOf('brokers-cfds-and-execution')).toMatch(/Wednesday[^.]*triple swap/);
    expect(textOf('leverage-and-margin')).toMatch(/Wednesday[^.]*triple swap/);
    expect(textOf('demo-account')).toMatch(/regulated in the EU or the UK must publish the share/);
    expect(textOf('risking-1-2-percent')).toMatch(/a widely taught rule/);
    expect(textOf('risk-reward')).toMatch(/This course recommends a minimum risk-reward/);
  });

  it('draw the trading plan’s checklist as its text lists it', () => {
    const checklist = [...textOf('trading-plan').matchAll(/\\n(\d)\. /g)].map((match) => match[1]);
    const steps = [...checklistDiagram.matchAll(/>(\d)\. /g)].map((match) => match[1]);
    expect(steps).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(checklist.slice(0, 7)).toEqual(steps);
    // Steps 6 and 7 of the text: news not planned for, and trading to win back a loss.
    expect(checklistDiagram).toMatch(/6\. Major news/);
    expect(checklistDiagram).toMatch(/7\. Calm, not trading to/);
  });
});
