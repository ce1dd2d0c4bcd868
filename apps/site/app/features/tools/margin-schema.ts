import { z } from '~/platform/zod-mini';
import { marginShape, type MarginField, type MarginValues } from './tool-shapes';
import { pairFor } from './currencies';
import { margin, type MarginResult } from './margin';
import {
  numberField,
  rateRequired,
  sharedFields,
  type ToolForm,
  type ToolValidation,
  validateTool,
} from './tool-fields';

/** The margin form: `/tools/margin?account=USD&pair=EURUSD&price=1.0850&lots=1&leverage=30&rate=`. */

export const marginSchema = z
  .object({
    account: sharedFields.account,
    pair: sharedFields.pair,
    price: sharedFields.price,
    lots: sharedFields.lots,
    leverage: numberField('the leverage', { max: 3000, integer: true, example: '30' }),
    rate: sharedFields.rate,
  })
  .check(rateRequired('base'));

export const marginForm: ToolForm<MarginField, z.infer<typeof marginSchema>> = {
  ...marginShape,
  schema: marginSchema,
};

/** Validates the values and, when they are valid, works out the margin. */
export function calculateMargin(values: MarginValues): ToolValidation<MarginField, MarginResult> {
  const parsed = validateTool(marginForm, values);
  if (!parsed.ok) return parsed;
  return { ok: true, value: margin({ ...parsed.value, pair: pairFor(parsed.value.pair) }) };
}
