import { z } from '~/platform/zod-mini';
import { positionSizeShape } from './tool-shapes';
import type { FieldOf } from './tool-values';
import { positionSize } from '~/platform/trading-math/position-size';
import { numberField, rateRequired, shared, type ToolForm, toolCalculator } from './tool-fields';

/** The position-size form: `/tools/position-size?account=USD&balance=10000&risk=1&stop=50&…`. */

export const positionSizeSchema = z
  .object({
    ...shared('account'),
    balance: numberField('the account balance', { max: 1_000_000_000, example: '10000' }),
    risk: numberField('the risk', { max: 100, example: '1' }),
    // In pips or points: 50 pips of EUR/USD, or 50 points for a $50 stop on gold.
    stop: numberField('the stop-loss distance', { max: 1_000_000, example: '50' }),
    ...shared('pair', 'price', 'rate', 'spread', 'commission'),
  })
  .check(rateRequired('quote'));

export const positionSizeForm: ToolForm<FieldOf<typeof positionSizeShape>, z.infer<typeof positionSizeSchema>> = {
  ...positionSizeShape,
  schema: positionSizeSchema,
};

/** Validates the values and, when they are valid, sizes the position. */
export const calculatePositionSize = toolCalculator(positionSizeForm, positionSize);
