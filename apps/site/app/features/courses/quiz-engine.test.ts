import { describe, expect, it } from 'vitest';
import { banks } from './quiz-banks/banks.server';
import type { ChoiceItemSource } from './quiz-banks/choice-item';
import { seededRandom } from './quiz-banks/numeric-item';
import {
  type AttemptItem,
  drawAttempt,
  drawNumeric,
  gradeAttempt,
  parseTypedNumber,
  presentAttempt,
} from './quiz-engine.server';
import { moduleSlugs } from '~/content/courses/quiz-paths';

const allBanks = Object.values(banks);
const choiceOf = (kind: ChoiceItemSource['kind']) =>
  allBanks.flatMap((bank) => bank.choice).find((item) => item.kind === kind)!;
const numeric = banks['risk-management-and-psychology'].numeric[0]!;

/** The displayed positions of the correct options of a choice item in an attempt (what a key-holder would post). */
function correctPositions(item: AttemptItem): string[] {
  const graded = gradeAttempt([item], {}).items[0]!;
  return graded.options.flatMap((option, position) => (option.correct ? [String(position)] : []));
}

describe('the banks', () => {
  it('give every item an id of its own across all four modules (statistics and answers are keyed by it)', () => {
    const ids = allBanks.flatMap((bank) => [...bank.choice, ...bank.numeric].map((item) => item.id));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('hold at least 20 items per module, at least 30% of them numeric', () => {
    for (const bank of allBanks) {
      const total = bank.choice.length + bank.numeric.length;
      expect(total).toBeGreaterThanOrEqual(20);
      expect(bank.numeric.length / total).toBeGreaterThanOrEqual(0.3);
    }
  });
});

describe('drawing an attempt', () => {
  it('draws 10 distinct items from a module bank, about 30% numeric', () => {
    const bank = banks['introduction-to-trading'];
    const items = drawAttempt([bank], 10, seededRandom(1));
    expect(items).toHaveLength(Math.min(10, bank.choice.length + bank.numeric.length));
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    const numericIds = new Set(bank.numeric.map((item) => item.id));
    expect(items.filter((item) => numericIds.has(item.id)).length).toBeGreaterThanOrEqual(3);
  });

  it('draws the final test from all four banks, the same number from each', () => {
    const items = drawAttempt(allBanks, 5, seededRandom(2));
    expect(items).toHaveLength(20);
    for (const slug of moduleSlugs) {
      const ids = new Set([...banks[slug].choice, ...banks[slug].numeric].map((item) => item.id));
      expect(items.filter((item) => ids.has(item.id))).toHaveLength(5);
    }
  });

  it('draws different quizzes for different attempts', () => {
    const first = drawAttempt(allBanks, 5, seededRandom(3)).map((item) => item.id);
    const second = drawAttempt(allBanks, 5, seededRandom(4)).map((item) => item.id);
    expect(first).not.toEqual(second);
  });
});

describe('presenting an attempt', () => {
  it('shows prompts and options but no key, correctness or explanation', () => {
    const items = drawAttempt(allBanks, 5, seededRandom(5));
    const shown = JSON.stringify(presentAttempt(items));
    expect(shown).not.toMatch(/correct"|explanation/);
    for (const item of items) {
      const graded = gradeAttempt([item], {}).items[0]!;
      for (const option of graded.options) expect(shown).not.toContain(option.explanation);
      if (graded.explanation) expect(shown).not.toContain(graded.explanation);
    }
  });

  it('shows the same numbers and option order again for the same stored item', () => {
    const items: AttemptItem[] = [
      { id: numeric.id, seed: 42 },
      { id: choiceOf('single').id, seed: 42 },
    ];
    expect(presentAttempt(items)).toEqual(presentAttempt(items));
  });

  it('states a numeric item’s tolerance and unit', () => {
    const [shown] = presentAttempt([{ id: numeric.id, seed: 7 }]);
    expect(shown!.toleranceText).toMatch(/count as correct/);
    expect(shown!.unit).toBe('lots');
  });

  it('skips an item taken out of the banks since the attempt started', () => {
    expect(presentAttempt([{ id: 'gone-item-1', seed: 1 }])).toEqual([]);
  });
});

describe('grading', () => {
  it('grades a single-choice item by its one correct option, and refuses a post choosing several', () => {
    const item = { id: choiceOf('single').id, seed: 11 };
    const right = correctPositions(item);
    expect(gradeAttempt([item], { q1: right }).score).toBe(1);
    const all = gradeAttempt([item], {}).items[0]!.options.map((_, position) => String(position));
    expect(gradeAttempt([item], { q1: all }).score).toBe(0);
    expect(gradeAttempt([item], {}).score).toBe(0);
  });

  it('grades a multiple-select item all or nothing', () => {
    const item = { id: choiceOf('multiple').id, seed: 12 };
    const right = correctPositions(item);
    expect(right.length).toBeGreaterThanOrEqual(2);
    expect(gradeAttempt([item], { q1: right }).score).toBe(1);
    expect(gradeAttempt([item], { q1: right.slice(1) }).score).toBe(0);
  });

  it('grades a true/false item', () => {
    const item = { id: choiceOf('truefalse').id, seed: 13 };
    const graded = gradeAttempt([item], { q1: correctPositions(item) });
    expect(graded.score).toBe(1);
    expect(graded.items[0]!.options.map((option) => option.text)).toEqual(['True', 'False']);
  });

  it('grades a numeric item within its tolerance, with the worked answer', () => {
    const item = { id: numeric.id, seed: 21 };
    const { key } = drawNumeric(numeric, 21);
    expect(gradeAttempt([item], { q1: [key.toFixed(2)] }).score).toBe(1);
    // A size is rounded down: one step under the key counts, one step over risks more than the budget.
    expect(gradeAttempt([item], { q1: [(key - 0.01).toFixed(2)] }).score).toBe(1);
    expect(gradeAttempt([item], { q1: [(key + 0.01).toFixed(2)] }).score).toBe(0);
    expect(gradeAttempt([item], { q1: [(key - 0.03).toFixed(2)] }).score).toBe(0);
    expect(gradeAttempt([item], { q1: ['about a lot'] }).score).toBe(0);
    const graded = gradeAttempt([item], { q1: ['1'] }).items[0]!;
    expect(graded.keyText).toBe(`${key.toFixed(2)} lots`);
    expect(graded.explanation).toContain(key.toFixed(2));
    expect(graded.typed).toBe('1');
  });

  it('passes at 80% and not below', () => {
    // Five numeric items of one bank, each with its own seed: keys computed here, so any answer can be made wrong.
    const items = banks['risk-management-and-psychology'].numeric
      .slice(0, 5)
      .map((source, index) => ({ id: source.id, seed: 9 + index }));
    expect(items).toHaveLength(5);
    const keys = Object.fromEntries(
      items.map((item, index) => {
        const source = banks['risk-management-and-psychology'].numeric.find((candidate) => candidate.id === item.id)!;
        const { draw, key } = drawNumeric(source, item.seed);
        return [`q${index + 1}`, [key.toFixed(draw.decimals)]];
      }),
    );
    const fourOfFive = gradeAttempt(items, { ...keys, q5: ['-1'] });
    expect([fourOfFive.score, fourOfFive.percent, fourOfFive.passed]).toEqual([4, 80, true]);
    const threeOfFive = gradeAttempt(items, { ...keys, q4: ['-1'], q5: ['-1'] });
    expect([threeOfFive.score, threeOfFive.passed]).toEqual([3, false]);
  });
});

describe('reading a typed number', () => {
  it.each([
    ['1250', 1250],
    ['1,250.50', 1250.5],
    [' 0.25 lots', 0.25],
    ['0,25', 0.25],
    ['USD 33.33', 33.33],
    ['-4', -4],
    ['.5', 0.5],
  ])('reads %j as %d', (typed, value) => expect(parseTypedNumber(typed)).toBe(value));

  it.each(['', 'abc', '1.2.3', '1,2,3', '--1', 'Infinity'])('refuses %j', (typed) =>
    expect(parseTypedNumber(typed)).toBeUndefined(),
  );
});
