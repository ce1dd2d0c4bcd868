import { z } from '~/platform/zod-mini';
import { positionSizeShape, type PositionSizeField, type PositionSizeValues } from './tool-shapes';
import { pairFor } from './currencies';
import { positionSize, type PositionSizeResult } from './position-size';
import {
  numberField,
  rateRequired,
  sharedFields,
  type ToolForm,
  type ToolValidation,
  validateTool,
} from './tool-fields';

/** The position-size form: `/tools/position-size?account=USD&balance=10000&risk=1&stop=50&…`. */

export const positionSizeSchema = z
  .object({
    account: sharedFields.account,
    balance: numberField('the account balance', { max: 1_000_000_000, example: '10000' }),
    risk: numberField('the risk', { max: 100, example: '1' }),
    // In pips or points: 50 pips of EUR/USD, or 5,000 points of 0.01 for a $50 stop on gold.
    stop: numberField('the stop-loss distance', { max: 1_000_000, example: '50' }),
    pair: sharedFields.pair,
    price: sharedFields.price,
    rate: sharedFields.rate,
    spread: sharedFields.spread,
    commission: sharedFields.commission,
  })
  .check(rateRequired('quote'));

export const positionSizeForm: ToolForm<PositionSizeField, z.infer<typeof positionSizeSchema>> = {
  ...positionSizeShape,
  schema: positionSizeSchema,
};

/** Validates the values and, when they are valid, sizes the position. */
export function calculatePositionSize(
  values: PositionSizeValues,
): ToolValidation<PositionSizeField, PositionSizeResult> {
  const parsed = validateTool(positionSizeForm, values);
  if (!parsed.ok) return parsed;
  return { ok: true, value: positionSize({ ...parsed.value, pair: pairFor(parsed.value.pair) }) };
}
