import { parseSubmission, type FieldErrors, type SyncSchema } from '~/lib/forms/submission';
import { z } from '~/lib/zod-mini';
import { accountCurrencies, type AccountCurrency, needsRate, pairCodes, pairFor, type PairCode } from './currencies';
import { rateLabel, type RateFrom, type ToolShape } from './tool-shape';
import { groupedNumber } from '../plain-format';

/*
 * The field rules the tool schemas share (browser and server). A tool's inputs come from the URL as strings; each
 * becomes a finite, positive number within bounds or a message for the field, so no result can be NaN,
 * Infinity or negative. Written with zod/mini: every tool page bundles its schema (decisions/011).
 */

// Digits with an optional decimal part; a leading or trailing point is accepted while typing ("1." or ".5").
const decimal = /^(?:\d+\.?\d*|\.\d+)$/;

interface NumberRule {
  /** Lower bound, exclusive unless `inclusive`. */
  above?: number;
  /** Upper bound, inclusive. */
  max: number;
  integer?: boolean;
  /** How to write it, for the message: "1.0850". */
  example: string;
}

/** A required positive number field; `name` reads in a sentence ("the balance"). */
export function numberField(name: string, rule: NumberRule) {
  const above = rule.above ?? 0;
  return z.pipe(
    z.string({ error: `Please enter ${name}.` }).check(
      z.trim(),
      z.minLength(1, `Please enter ${name}.`),
      z.regex(decimal, `Enter ${name} as a number, like ${rule.example}.`),
      z.refine((value) => !decimal.test(value) || Number(value) > above, {
        error: `${capitalise(name)} must be more than ${above}.`,
      }),
      z.refine((value) => !decimal.test(value) || Number(value) <= rule.max, {
        error: `${capitalise(name)} must be at most ${groupedNumber(rule.max)}.`,
      }),
      z.refine((value) => !rule.integer || !decimal.test(value) || Number.isInteger(Number(value)), {
        error: `${capitalise(name)} must be a whole number.`,
      }),
    ),
    z.transform((value: string) => Number(value)),
  );
}

function capitalise(text: string): string {
  const plain = text.replace(/^the /, '');
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

/** An optional positive number: '' becomes undefined (the conversion rate, needed only for some pairs). */
export function optionalNumberField(name: string, rule: NumberRule) {
  return z.union([
    z.pipe(
      z.literal(''),
      z.transform(() => undefined),
    ),
    numberField(name, rule),
  ]);
}

export const accountField = z.enum(accountCurrencies, { error: 'Choose USD, EUR, GBP or JPY.' });
export const pairField = z.enum(pairCodes, { error: 'Choose one of the listed currency pairs.' });
export const directionField = z.enum(['buy', 'sell'], { error: 'Choose buy or sell.' });

/** Price of a pair: up to 1,000,000, as the JPY crosses are quoted in the hundreds. */
export const priceRule = { max: 1_000_000, example: '1.0850' } as const;
export const lotsRule = { max: 1000, example: '1.00' } as const;
export const rateRule = { max: 1_000_000, example: '0.9200' } as const;

/** The fields several tools share, each with its message, written once: `sharedFields.price` and so on. */
export const sharedFields = {
  account: accountField,
  pair: pairField,
  price: numberField('the price', priceRule),
  lots: numberField('the position size in lots', lotsRule),
  rate: optionalNumberField('the conversion rate', rateRule),
};

/**
 * The object-level check of the rate: required exactly when the account currency is neither currency of the
 * pair. It runs even when another field failed (`when`), so every message shows at once.
 */
export function rateRequired(from: RateFrom) {
  return z.refine<{ account?: unknown; pair?: unknown; rate?: unknown }>(
    (value) => {
      const { account, pair, rate } = value;
      if (!accountCurrencies.includes(account as AccountCurrency)) return true;
      if (!pairCodes.includes(pair as PairCode)) return true;
      return !needsRate(account as AccountCurrency, pairFor(pair as PairCode)) || rate !== undefined;
    },
    {
      path: ['rate'],
      when: () => true,
      error: (issue) => {
        const input = issue.input as { account?: string; pair?: string };
        return `Enter the conversion rate, ${rateLabel(input.account ?? '', input.pair ?? '', from)}.`;
      },
    },
  );
}

/** A tool's form: its shape (fields and defaults) and its one schema. */
export interface ToolForm<Field extends string, Output> extends ToolShape<Field> {
  schema: SyncSchema<Output>;
}

export type ToolValidation<Field extends string, Output> =
  { ok: true; value: Output } | { ok: false; errors: FieldErrors<Field> };

/** Validates a tool's values with its schema. */
export function validateTool<Field extends string, Output>(
  form: ToolForm<Field, Output>,
  values: Record<Field, string>,
): ToolValidation<Field, Output> {
  return parseSubmission<Output, Field>(form.schema, values);
}
