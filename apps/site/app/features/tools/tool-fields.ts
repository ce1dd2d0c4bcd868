import { parseSubmission, type FieldErrors, type SyncSchema } from '~/platform/forms/submission';
import { z } from '~/platform/zod-mini';
import {
  accountCurrencies,
  isAccountCurrency,
  knownPair,
  needsRate,
  type Pair,
  pairCodes,
  pairFor,
  type PairCode,
} from '~/platform/trading-math/currencies';
import { rateLabel, type RateFrom, type ToolShape } from './tool-values';
import { groupedNumber } from '~/platform/plain-format';

/*
 * The field rules the tool schemas share (browser and server). A tool's inputs come from the URL as strings; each
 * becomes a finite, positive number within bounds or a message for the field, so no result can be NaN,
 * Infinity or negative. Written with zod/mini: every tool page bundles its schema (decisions/011).
 */

// Digits with an optional decimal part, after a point or a comma (1.0850 or 1,0850, as typed where the comma is
// the decimal mark); a leading or trailing mark is accepted while typing ("1." or ",5"). No grouping: "10,000"
// would be ten thousand to some and ten to others, so it is refused with a message saying so (ambiguousGrouping).
const decimal = /^(?:\d+[.,]?\d*|[.,]\d+)$/;
// One comma after one to three digits (not a leading zero) and exactly three digits: a thousands separator or a
// decimal comma.
const ambiguousGrouping = /^[1-9]\d{0,2},\d{3}$/;

/** The number a field's text stands for, a decimal comma read as a point ("1,0850" → 1.085). */
export function readDecimal(value: string): number {
  return Number(value.trim().replace(',', '.'));
}

const isDecimal = (value: string) => decimal.test(value) && !ambiguousGrouping.test(value);

interface NumberRule {
  /** Lower bound, exclusive unless `inclusive`. */
  above?: number;
  inclusive?: boolean;
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
      z.refine((value) => !ambiguousGrouping.test(value), { error: ambiguousMessage(name, rule) }),
      z.refine(
        (value) => !isDecimal(value) || readDecimal(value) > above || (rule.inclusive && readDecimal(value) === above),
        {
          error: rule.inclusive
            ? `${capitalise(name)} must be ${above} or more.`
            : `${capitalise(name)} must be more than ${above}.`,
        },
      ),
      z.refine((value) => !isDecimal(value) || readDecimal(value) <= rule.max, {
        error: `${capitalise(name)} must be at most ${groupedNumber(rule.max)}.`,
      }),
      z.refine((value) => !rule.integer || !isDecimal(value) || Number.isInteger(readDecimal(value)), {
        error: `${capitalise(name)} must be a whole number.`,
      }),
    ),
    z.transform((value: string) => readDecimal(value)),
  );
}

const unsigned = (value: string) => value.replace(/^[-\u2212]/, '');
const signedDecimal = (value: string) => decimal.test(unsigned(value)) && !ambiguousGrouping.test(unsigned(value));
const readSigned = (value: string) => (/^[-\u2212]/.test(value) ? -1 : 1) * readDecimal(unsigned(value));

/** A signed number within ±max (a swap, which a broker charges or pays): an optional minus, then as numberField. */
export function signedNumberField(name: string, rule: NumberRule) {
  return z.pipe(
    z.string({ error: `Please enter ${name}.` }).check(
      z.trim(),
      z.minLength(1, `Please enter ${name}.`),
      z.refine((value) => decimal.test(unsigned(value)), {
        error: `Enter ${name} as a number, like ${rule.example}.`,
      }),
      z.refine((value) => !ambiguousGrouping.test(unsigned(value)), { error: ambiguousMessage(name, rule) }),
      z.refine((value) => !signedDecimal(value) || Math.abs(readSigned(value)) <= rule.max, {
        error: `${capitalise(name)} must be between −${groupedNumber(rule.max)} and ${groupedNumber(rule.max)}.`,
      }),
    ),
    z.transform((value: string) => readSigned(value)),
  );
}

function ambiguousMessage(name: string, rule: NumberRule): string {
  return `A comma followed by three digits reads two ways (thousands or decimals): write ${name} without a thousands separator, like ${rule.example}.`;
}

function capitalise(text: string): string {
  const plain = text.replace(/^the /, '');
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

/**
 * An optional field: '' (or only spaces) becomes undefined, anything else must pass `field`, whose own message is
 * kept (a union would answer "Invalid input" when neither branch matches).
 */
function optional<Output>(field: z.ZodMiniType<Output, string>) {
  return z.pipe(
    z.string(),
    z.transform((value: string, context) => {
      if (value.trim() === '') return undefined;
      const parsed = z.safeParse(field, value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues)
        context.issues.push({ code: 'custom', message: issue.message, input: value });
      return z.NEVER;
    }),
  );
}

/** An optional positive number: '' becomes undefined (the conversion rate, needed only for some pairs). */
export function optionalNumberField(name: string, rule: NumberRule) {
  return optional(numberField(name, rule));
}

/** An optional signed number: '' becomes undefined. */
export function optionalSignedField(name: string, rule: NumberRule) {
  return optional(signedNumberField(name, rule));
}

export const accountField = z.enum(accountCurrencies, {
  error: `Choose one of ${accountCurrencies.slice(0, -1).join(', ')} or ${accountCurrencies.at(-1)}.`,
});
export const pairField = z.enum(pairCodes, { error: 'Choose one of the listed instruments.' });
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
  spread: optionalNumberField('the spread', { max: 100_000, above: 0, inclusive: true, example: '1.2' }),
  commission: optionalNumberField('the commission', { max: 100_000, above: 0, inclusive: true, example: '7' }),
  swap: optionalSignedField('the swap', { max: 100_000, example: '-5.20' }),
  nights: optionalNumberField('the nights held', { max: 3650, above: 0, inclusive: true, integer: true, example: '3' }),
};

/** Some of the shared fields, by name, for a tool schema to spread in its field order. */
export function shared<Name extends keyof typeof sharedFields>(...names: Name[]): Pick<typeof sharedFields, Name> {
  return Object.fromEntries(names.map((name) => [name, sharedFields[name]])) as Pick<typeof sharedFields, Name>;
}

/**
 * The object-level check of the rate: required exactly when the account currency is neither currency of the
 * pair. It runs even when another field failed (`when`), so every message shows at once.
 */
export function rateRequired(from: RateFrom) {
  return z.refine<{ account?: unknown; pair?: unknown; rate?: unknown }>(
    (value) => {
      const { account, pair, rate } = value;
      const known = typeof pair === 'string' ? knownPair(pair) : undefined;
      if (!isAccountCurrency(account) || !known) return true;
      return !needsRate(account, known) || rate !== undefined;
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

/**
 * A tool's calculation behind its form: the values are validated, and only valid ones, with the pair code read
 * as its instrument, reach `compute`.
 */
export function toolCalculator<Field extends string, Output extends { pair: PairCode }, Result>(
  form: ToolForm<Field, Output>,
  compute: (input: Omit<Output, 'pair'> & { pair: Pair }) => Result,
): (values: Record<Field, string>) => ToolValidation<Field, Result> {
  return (values) => {
    const parsed = validateTool(form, values);
    if (!parsed.ok) return parsed;
    return { ok: true, value: compute({ ...parsed.value, pair: pairFor(parsed.value.pair) }) };
  };
}
