import { describe, expect, it } from 'vitest';
import { home } from './home';
import { homeSchema } from './home.schema';
import { forexMarket } from './markets/forex';
import { marketPageSchema } from './markets/markets.schema';
import { contentChecks, contentProblem, validateContent } from './validate-content.server';

describe('content validation', () => {
  it.each(contentChecks.map((check) => [`${check.module} ${check.name}`, check] as const))(
    '%s passes its schema exactly as written',
    (_label, check) => {
      // Deep-equal after parsing: the browser gets the data unparsed, so nothing may rely on a default.
      expect(check.schema.parse(check.data)).toStrictEqual(check.data);
    },
  );

  it('accepts the content as it is', () => {
    expect(() => validateContent()).not.toThrow();
  });

  it('checks every exported object of every content module', () => {
    const modules = import.meta.glob<Record<string, unknown>>(
      ['./**/*.ts', '!./**/*.{schema,server,test}.ts', '!./schemas.ts', '!./markets/widgets.ts'],
      { eager: true },
    );
    // Plain facts without a schema, as before validation moved here (widgets.ts is typed by interfaces).
    const unchecked = new Set([
      'site.ts siteConfig',
      'risk.ts riskWarning',
      'pages.ts prerenderedPaths',
      'courses/levels.ts courseLevels',
      'courses/levels.ts lessonsStateText',
      'courses/overview.ts educationOverview',
      'markets/forex.ts forexFacts',
      'markets/overview.ts marketsOverview',
      // Each book's entries are checked once, through pages.ts `pages`, which holds all of them.
      'page-book.ts homeCrumb',
      'page-books/education.ts educationPages',
      'page-books/legal.ts legalPages',
      'page-books/markets.ts marketPages',
      'page-books/platforms.ts platformPages',
      'page-books/services.ts servicePages',
      'page-books/site.ts sitePages',
      'page-books/tools.ts toolPages',
      'page-books/glossary.ts glossaryPages',
      // The glossary's parts are checked through glossary/index.ts `glossaryTerms`, which holds every term and link;
      // the slugs and paths are derived from it.
      'glossary/index.ts glossarySlugs',
      'glossary/index.ts glossaryTermPaths',
      'glossary/links.ts lessons',
      'glossary/links.ts tools',
      'glossary/links.ts pages',
      'glossary/terms-a-c.ts termsAC',
      'glossary/terms-d-l.ts termsDL',
      'glossary/terms-m-o.ts termsMO',
      'glossary/terms-p-r.ts termsPR',
      'glossary/terms-s-z.ts termsSZ',
      // The outline is held to the lesson index by the lessons' own test.
      'lessons/beginner/outline.ts beginnerOutline',
      // The assessment's URLs and constants, not copy: held by the quiz and certificate tests.
      'courses/quiz-paths.ts moduleSlugs',
      'courses/quiz-paths.ts quizIds',
      'courses/quiz-paths.ts beginnerCourse',
      'courses/quiz-paths.ts quizRetakes',
      'courses/quiz-paths.ts certificateIdPattern',
    ]);
    expect(Object.keys(modules)).toContain('./home.ts');
    const checked = new Set(contentChecks.map((check) => check.data));
    const missing = Object.entries(modules).flatMap(([path, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => typeof value === 'object' && value !== null && !checked.has(value))
        .map(([name]) => `${path.slice(2)} ${name}`)
        .filter((label) => !unchecked.has(label)),
    );
    expect(missing, 'add these to contentChecks in validate-content.server.ts').toEqual([]);
  });

  it('refuses a broken copy, naming the module and the issue', () => {
    const broken = structuredClone(home);
    broken.hero.actions[0]!.href = 'https://elsewhere.example/';
    const check = { module: 'home.ts', name: 'home', schema: homeSchema, data: broken };
    expect(() => validateContent([check])).toThrow(/app\/content\/home\.ts \(home\):[\s\S]*hero\.actions\[0\]\.href/);
  });

  it('refuses data that a schema would rewrite', () => {
    const [first, ...rest] = forexMarket.sections;
    const data = { ...forexMarket, sections: [{ ...first!, heading: `${first!.heading} ` }, ...rest] };
    const check = { module: 'markets/forex.ts', name: 'forexMarket', schema: marketPageSchema, data };
    // The schema trims the heading, so it accepts the data, but pages would get the untrimmed text.
    expect(marketPageSchema.safeParse(data).success).toBe(true);
    expect(contentProblem(check)).toMatch(/markets\/forex\.ts \(forexMarket\): differs once parsed/);
  });
});
