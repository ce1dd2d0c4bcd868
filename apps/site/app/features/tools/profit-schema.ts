import { z } from '~/platform/zod-mini';
import { profitShape, type ProfitField, type ProfitValues } from './tool-shapes';
import { pairFor } from './currencies';
import { profit, type ProfitResult } from './profit';
import {
  directionField,
  numberField,
  priceRule,
  rateRequired,
  sharedFields,
  type ToolForm,
  type ToolValidation,
  validateTool,
} from './tool-fields';

/** The profit/loss form: `/tools/profit?account=USD&pair=EURUSD&direction=buy&open=…&close=…&lots=1`. */

export const profitSchema = z
  .object({
    account: sharedFields.account,
    pair: sharedFields.pair,
    direction: directionField,
    open: numberField('the opening price', priceRule),
    close: numberField('the closing price', priceRule),
    lots: sharedFields.lots,
    rate: sharedFields.rate,
    spread: sharedFields.spread,
    commission: sharedFields.commission,
    swap: sharedFields.swap,
    nights: sharedFields.nights,
  })
  .check(rateRequired('quote'));

export const profitForm: ToolForm<ProfitField, z.infer<typeof profitSchema>> = {
  ...profitShape,
  schema: profitSchema,
};

/** Validates the values and, when they are valid, works out the profit or loss. */
export function calculateProfit(values: ProfitValues): ToolValidation<ProfitField, ProfitResult> {
  const parsed = validateTool(profitForm, values);
  if (!parsed.ok) return parsed;
  return { ok: true, value: profit({ ...parsed.value, pair: pairFor(parsed.value.pair) }) };
}
