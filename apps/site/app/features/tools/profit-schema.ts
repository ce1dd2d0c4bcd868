import { z } from '~/platform/zod-mini';
import { profitShape } from './tool-shapes';
import type { FieldOf } from './tool-values';
import { profit } from '~/platform/trading-math/profit';
import {
  directionField,
  numberField,
  priceRule,
  rateRequired,
  shared,
  type ToolForm,
  toolCalculator,
} from './tool-fields';

/** The profit/loss form: `/tools/profit?account=USD&pair=EURUSD&direction=buy&open=…&close=…&lots=1`. */

export const profitSchema = z
  .object({
    ...shared('account', 'pair'),
    direction: directionField,
    open: numberField('the opening price', priceRule),
    close: numberField('the closing price', priceRule),
    ...shared('lots', 'rate', 'spread', 'commission', 'swap', 'nights'),
  })
  .check(rateRequired('quote'));

export const profitForm: ToolForm<FieldOf<typeof profitShape>, z.infer<typeof profitSchema>> = {
  ...profitShape,
  schema: profitSchema,
};

/** Validates the values and, when they are valid, works out the profit or loss. */
export const calculateProfit = toolCalculator(profitForm, profit);
