import { pairCodes, pairFor, type PairCode, rateCurrency } from '~/platform/trading-math/currencies';

/*
 * What a tool page needs before anyone types: its fields, their defaults and the shareable query string. No zod
 * here: the rules (tool-fields.ts and the <tool>-schema modules) load on the first focus of a field, so a tool
 * page's first load stays inside the JavaScript budget (decision 011).
 */

/** A tool's form without its rules: the fields in order and their defaults (a worked sample). */
export interface ToolShape<Field extends string> {
  /** The tool's page: where its form submits without scripts. */
  path: string;
  fields: readonly Field[];
  defaults: Readonly<Record<Field, string>>;
  /**
   * Fields left out of the query string while empty (costs, added after links were shared): a link without them
   * and one with them empty are the same page, so the canonical query, the cache key, is the same too.
   */
  optional?: readonly Field[];
  /** Fields that may be negative (a swap): a phone's decimal keypad has no minus key, so they get the full one. */
  signed?: readonly Field[];
}

/** A tool's field names, from its shape. */
export type FieldOf<Shape extends ToolShape<string>> = Shape['fields'][number];

/** A tool's form values, one string per field. */
export type ValuesOf<Shape extends ToolShape<string>> = Record<FieldOf<Shape>, string>;

/**
 * A tool's shape from its defaults: the fields are the defaults' keys in their written order (none is numeric, so
 * the order is the order written), so the form's field order is written once.
 */
export function toolShape<Field extends string>(
  path: string,
  defaults: Readonly<Record<Field, string>>,
  lists: Pick<ToolShape<NoInfer<Field>>, 'optional' | 'signed'> = {},
): ToolShape<Field> {
  return { path, fields: Object.keys(defaults) as Field[], defaults, ...lists };
}

/** The form's values from a query string: a missing parameter takes its default, an empty one stays empty. */
export function toolValues<Field extends string>(
  shape: ToolShape<Field>,
  params: URLSearchParams,
): Record<Field, string> {
  const values = { ...shape.defaults } as Record<Field, string>;
  for (const field of shape.fields) {
    const raw = params.get(field);
    // A hostile URL may carry megabytes; nothing valid is that long.
    if (raw !== null) values[field] = raw.slice(0, 40);
  }
  return values;
}

/** The query string for these values, in the form's field order (a shareable link). */
export function toolSearch<Field extends string>(shape: ToolShape<Field>, values: Record<Field, string>): string {
  const params = new URLSearchParams();
  for (const field of shape.fields) {
    if (values[field] === '' && shape.optional?.includes(field)) continue;
    params.set(field, values[field]);
  }
  return `?${params.toString()}`;
}

/** Which currency a conversion rate converts from: the quote currency (pip values) or the base (margin). */
export type RateFrom = 'quote' | 'base';

/** The rate's label, stating its meaning: "1 USD = ? EUR". */
export function rateLabel(account: string, pairCode: string, from: RateFrom): string {
  const pair = pairCodes.includes(pairCode as PairCode) ? pairFor(pairCode as PairCode) : undefined;
  if (!pair) return `Conversion rate to ${account}`;
  return `1 ${rateCurrency(pair, from)} = ? ${account}`;
}
