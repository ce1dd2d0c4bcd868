import { z } from '~/platform/zod-mini';
import { pipValueShape, type PipValueField, type PipValueValues } from './tool-shapes';
import { pairFor } from './currencies';
import { pipValue, type PipValueResult } from './pip-value';
import { rateRequired, sharedFields, type ToolForm, type ToolValidation, validateTool } from './tool-fields';

/** The pip-value form: `/tools/pip-value?account=USD&pair=USDJPY&price=150.00&lots=1&rate=`. */

export const pipValueSchema = z
  .object({
    account: sharedFields.account,
    pair: sharedFields.pair,
    price: sharedFields.price,
    lots: sharedFields.lots,
    rate: sharedFields.rate,
  })
  .check(rateRequired('quote'));

export const pipValueForm: ToolForm<PipValueField, z.infer<typeof pipValueSchema>> = {
  ...pipValueShape,
  schema: pipValueSchema,
};

/** Validates the values and, when they are valid, values a pip. */
export function calculatePipValue(values: PipValueValues): ToolValidation<PipValueField, PipValueResult> {
  const parsed = validateTool(pipValueForm, values);
  if (!parsed.ok) return parsed;
  return { ok: true, value: pipValue({ ...parsed.value, pair: pairFor(parsed.value.pair) }) };
}
