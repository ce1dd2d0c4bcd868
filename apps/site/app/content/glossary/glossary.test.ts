import { describe, expect, it } from 'vitest';
import { beginnerLessonModules } from '~/content/lessons/beginner';
import { pages } from '~/content/pages';
import { glossaryProblems, missingLessonTerms } from './glossary-checks';
import { glossaryTermSchema } from './glossary.schema';
import { glossaryLetter, glossarySlugs, glossaryTerm, glossaryTerms } from './index';

/** Every lesson's path and the glossary slugs it lists. */
const lessonEntries = beginnerLessonModules.flatMap((module) =>
  module.lessons.map((lesson) => ({
    path: `/education/beginner/${module.slug}/${lesson.slug}`,
    terms: lesson.terms,
  })),
);
const sitePaths = new Set([...pages.map((page) => page.path), ...lessonEntries.map((lesson) => lesson.path)]);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the glossary', () => {
  it('holds at least 150 terms, sorted A to Z, each parsing as written', () => {
    expect(glossaryTerms.length).toBeGreaterThanOrEqual(150);
    const names = glossaryTerms.map((term) => term.term);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', ignorePunctuation: true })),
    );
    for (const term of glossaryTerms) {
      expect(glossaryTermSchema.parse(term), term.slug).toEqual(term);
    }
  });

  it('defines each term in one sentence and explains it in 60-200 words', () => {
    for (const term of glossaryTerms) {
      expect(term.definition, term.slug).toMatch(/^[^.!?]*(?:\.\d[^.!?]*|\.[a-z][^.!?]*)*[.]$/);
      const count = words(term.explanation);
      expect(count, `${term.slug}: ${count} words`).toBeGreaterThanOrEqual(60);
      expect(count, `${term.slug}: ${count} words`).toBeLessThanOrEqual(200);
    }
  });

  it('links only to terms, lessons and pages that exist', () => {
    expect(glossaryProblems({ terms: glossaryTerms, sitePaths })).toEqual([]);
  });

  it('finds a broken related term, a dead link and a duplicate slug', () => {
    const [first, second] = glossaryTerms;
    const broken = [
      { ...first!, related: ['no-such-term'], links: [{ label: 'Gone', href: '/education/beginner/gone/lesson' }] },
      { ...second!, slug: first!.slug, related: [], links: [] },
    ];
    expect(glossaryProblems({ terms: broken, sitePaths })).toEqual([
      `two terms have the slug "${first!.slug}"`,
      `${first!.slug}: related term "no-such-term" does not exist`,
      `${first!.slug}: link /education/beginner/gone/lesson is not a page of the site`,
    ]);
  });

  it('has a page for every term a lesson lists', () => {
    expect(missingLessonTerms(lessonEntries, glossarySlugs)).toEqual([]);
    expect(missingLessonTerms([{ path: '/x', terms: ['pip', 'no-such-term'] }], glossarySlugs)).toEqual([
      '/x: no-such-term',
    ]);
  });

  it('covers the terms every beginner meets', () => {
    for (const slug of [
      'pip',
      'pipette',
      'lot',
      'spread',
      'swap',
      'leverage',
      'margin',
      'free-margin',
      'margin-level',
      'margin-call',
      'stop-out',
      'slippage',
      'requote',
      'ecn',
      'stp',
      'market-maker',
      'cfd',
      'drawdown',
      'r-multiple',
      'risk-reward-ratio',
      'negative-balance-protection',
    ]) {
      expect(glossaryTerm(slug), slug).toBeDefined();
    }
  });

  it('files a term under its first letter', () => {
    expect(glossaryLetter(glossaryTerm('margin-call')!)).toBe('M');
    expect(glossaryLetter(glossaryTerm('cfd')!)).toBe('C');
  });
});

describe('the glossary figures', () => {
  const text = (slug: string) => {
    const term = glossaryTerm(slug)!;
    return `${term.definition} ${term.explanation} ${term.example ?? ''}`;
  };

  it('states the retail leverage limits and the 50% close-out as the risk warning does', () => {
    for (const slug of ['leverage', 'retail-leverage-limits', 'esma', 'fca']) {
      for (const ratio of ['1:30', '1:20', '1:10', '1:5', '1:2'])
        expect(text(slug), `${slug} ${ratio}`).toContain(ratio);
    }
    for (const slug of ['margin-close-out', 'stop-out', 'margin-call', 'esma', 'fca']) {
      expect(text(slug), slug).toContain('50%');
    }
  });

  it('uses the instrument specifications of the tools', () => {
    expect(text('pip')).toContain('0.0001');
    expect(text('pip')).toContain('0.01');
    expect(text('standard-lot')).toContain('100,000');
    expect(text('pip-value')).toContain('$10');
    expect(text('pip-value')).toContain('$6.67');
    expect(text('gold')).toContain('100 troy ounces');
    expect(text('crude-oil')).toContain('1,000 barrels');
  });
});
