import { type Bank, type ItemSource, itemById } from './quiz-banks/banks.server';
import type { ChoiceItemSource } from './quiz-banks/choice-item';
import { type NumericDraw, type Random, runTool, seededRandom, type Tolerance } from './quiz-banks/numeric-item';
import { groupedNumber } from '~/platform/plain-format';
import { passPercent } from '~/content/courses/quiz-paths';

/*
 * The quiz engine, pure: draw an attempt's items, show them without their keys, grade the answers. An attempt is
 * stored as item ids with a seed each; the seed fixes a numeric item's numbers and the order of a choice item's
 * options, so the same question is shown again on a reload and graded on the server from the seed alone.
 */

/** One drawn item as stored with the attempt. */
export interface AttemptItem {
  id: string;
  seed: number;
}

/** An option as the quiz page shows it: its position, never whether it is right. */
export interface PresentedOption {
  value: string;
  text: string;
}

/** An item as the quiz page shows it before submission: nothing in it reveals the key. */
export interface PresentedItem {
  /** The form field (`q1`, `q2`, …). */
  field: string;
  number: number;
  kind: ItemSource['kind'];
  prompt: string;
  options: PresentedOption[];
  /** Numeric items: what the answer is counted in, and how close counts. */
  unit?: string;
  toleranceText?: string;
}

export interface GradedOption {
  text: string;
  correct: boolean;
  chosen: boolean;
  explanation: string;
}

/** An item after submission: the learner's answer, the key and every explanation. */
export interface GradedItem extends Omit<PresentedItem, 'options'> {
  id: string;
  correct: boolean;
  options: GradedOption[];
  /** Numeric items: what was typed (or empty), the key as shown, and the worked solution. */
  typed?: string;
  keyText?: string;
  explanation?: string;
}

export interface GradedAttempt {
  items: GradedItem[];
  score: number;
  total: number;
  percent: number;
  passed: boolean;
}

/** The answers of a post: each field's values (a checkbox group has several). */
export type Answers = Record<string, readonly string[]>;

/** The share of a drawn quiz that is numeric, when the bank has enough (the banks hold at least 30%). */
const numericShare = 0.3;

/** `count` distinct values of `pool` in random order (a partial Fisher-Yates shuffle). */
function sample<T>(pool: readonly T[], count: number, random: Random): T[] {
  const copy = [...pool];
  const taken = Math.min(count, copy.length);
  for (let index = 0; index < taken; index += 1) {
    const swap = random.int(index, copy.length - 1);
    [copy[index], copy[swap]] = [copy[swap]!, copy[index]!];
  }
  return copy.slice(0, taken);
}

/**
 * `count` items of one bank, about 30% of them numeric, in random order; a bank short of one kind is filled from
 * the other, so a quiz always has `count` items while the bank holds that many.
 */
export function drawFromBank(bank: Bank, count: number, random: Random): ItemSource[] {
  const wantNumeric = Math.min(bank.numeric.length, Math.max(1, Math.round(count * numericShare)));
  const choice = sample(bank.choice, count - wantNumeric, random);
  const numeric = sample(bank.numeric, count - choice.length, random);
  return sample([...choice, ...numeric], count, random);
}

/** A new attempt's items: `count` from each bank in turn (one bank for a module quiz, four for the final test). */
export function drawAttempt(sources: readonly Bank[], countPerBank: number, random: Random): AttemptItem[] {
  return sources.flatMap((bank) =>
    drawFromBank(bank, countPerBank, random).map((item) => ({ id: item.id, seed: random.int(0, 0xffff_ffff) })),
  );
}

/** A choice item's options in this attempt's order (true/false keeps True before False). */
function orderedOptions(item: ChoiceItemSource, seed: number) {
  const options = item.options.map((option, index) => ({ ...option, index }));
  return item.kind === 'truefalse' ? options : sample(options, options.length, seededRandom(seed ^ 0x5bd1e995));
}

/** What the page says about how close a numeric answer must be (a share, never a figure that hints at the key). */
export function toleranceText(tolerance: Tolerance): string {
  if ('relative' in tolerance)
    return `Answers within ${tolerance.relative * 100}% of the exact figure count as correct.`;
  if ('below' in tolerance)
    return `Answers from ${tolerance.below} ${tolerance.unit} below the exact figure up to the exact figure count as correct; a larger size risks more than the budget.`;
  const unit = tolerance.unit ? ` ${tolerance.unit}` : '';
  return `Answers within ±${tolerance.absolute}${unit} of the exact figure count as correct.`;
}

/** The lowest and highest answers that still count. */
export function allowedRange(tolerance: Tolerance, key: number): [number, number] {
  if ('below' in tolerance) return [key - tolerance.below, key];
  const error = 'relative' in tolerance ? Math.max(0.01, Math.abs(key) * tolerance.relative) : tolerance.absolute;
  return [key - error, key + error];
}

/** A numeric item's question for this attempt, and its key from the calculator. */
export function drawNumeric(
  item: Extract<ItemSource, { kind: 'numeric' }>,
  seed: number,
): { draw: NumericDraw; key: number } {
  const draw = item.draw(seededRandom(seed));
  return { draw, key: runTool(draw.call) };
}

/**
 * A typed number: `1250`, `1,250.50`, `-3.5`, `0,25` (a lone comma as the decimal mark), with a currency or unit
 * word around it ignored. Undefined when it is not a number.
 */
export function parseTypedNumber(typed: string): number | undefined {
  let text = typed
    .trim()
    .replace(/^[^\d\-.,]+|[^\d.,]+$/g, '')
    .replace(/\s/g, '');
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replaceAll(',', '');
  else if (/^-?\d*,\d+$/.test(text)) text = text.replace(',', '.');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** Whether a typed answer counts: within the tolerance of the calculator's key (a hair of float noise allowed). */
export function numericCorrect(typed: string, key: number, tolerance: Tolerance): boolean {
  const value = parseTypedNumber(typed);
  if (value === undefined) return false;
  const [low, high] = allowedRange(tolerance, key);
  return value >= low - 1e-9 && value <= high + 1e-9;
}

/** The stored items that still exist in the banks, with their position in the attempt. */
function liveItems(items: readonly AttemptItem[]) {
  return items.flatMap((stored, index) => {
    const source = itemById(stored.id);
    return source ? [{ stored, source, field: `q${index + 1}`, number: index + 1 }] : [];
  });
}

/** The quiz page's items: prompts and options only. */
export function presentAttempt(items: readonly AttemptItem[]): PresentedItem[] {
  return liveItems(items).map(({ stored, source, field, number }) => {
    if (source.kind === 'numeric') {
      const { draw } = drawNumeric(source, stored.seed);
      return {
        field,
        number,
        kind: 'numeric',
        prompt: draw.prompt,
        options: [],
        unit: draw.unit,
        toleranceText: toleranceText(draw.tolerance),
      };
    }
    const options = orderedOptions(source, stored.seed).map((option, position) => ({
      value: String(position),
      text: option.text,
    }));
    return { field, number, kind: source.kind, prompt: source.prompt, options };
  });
}

/** Grades every item: a single or true/false item by its one option, a multiple item all-or-nothing, a number by its tolerance. */
export function gradeAttempt(items: readonly AttemptItem[], answers: Answers): GradedAttempt {
  const graded = liveItems(items).map(({ stored, source, field, number }): GradedItem => {
    const given = answers[field] ?? [];
    if (source.kind === 'numeric') {
      const { draw, key } = drawNumeric(source, stored.seed);
      const typed = given[0] ?? '';
      return {
        id: source.id,
        field,
        number,
        kind: 'numeric',
        prompt: draw.prompt,
        unit: draw.unit,
        toleranceText: toleranceText(draw.tolerance),
        options: [],
        typed,
        keyText: `${groupedNumber(key, { min: draw.decimals, max: draw.decimals })}${draw.unit ? ` ${draw.unit}` : ''}`,
        explanation: draw.explain(key),
        correct: numericCorrect(typed, key, draw.tolerance),
      };
    }
    const chosen = new Set(given);
    const options = orderedOptions(source, stored.seed).map((option, position) => ({
      text: option.text,
      correct: option.correct,
      chosen: chosen.has(String(position)),
      explanation: option.explanation,
    }));
    const chosenCount = options.filter((option) => option.chosen).length;
    const allMatch = options.every((option) => option.chosen === option.correct);
    // A single choice needs exactly one chosen: a forged post choosing several never passes.
    const correct = allMatch && (source.kind === 'multiple' || chosenCount === 1);
    return { id: source.id, field, number, kind: source.kind, prompt: source.prompt, options, correct };
  });
  const score = graded.filter((item) => item.correct).length;
  const total = graded.length;
  const percent = total === 0 ? 0 : Math.round((score / total) * 100);
  return { items: graded, score, total, percent, passed: total > 0 && score * 100 >= passPercent * total };
}
