import { z } from '~/platform/zod-mini';
import { marginShape } from './tool-shapes';
import type { FieldOf } from './tool-values';
import { margin } from '~/platform/trading-math/margin';
import { numberField, rateRequired, shared, type ToolForm, toolCalculator } from './tool-fields';

/** The margin form: `/tools/margin?account=USD&pair=EURUSD&price=1.0850&lots=1&leverage=30&rate=`. */

export const marginSchema = z
  .object({
    ...shared('account', 'pair', 'price', 'lots'),
    leverage: numberField('the leverage', { max: 3000, integer: true, example: '30' }),
    ...shared('rate'),
  })
  .check(rateRequired('base'));

export const marginForm: ToolForm<FieldOf<typeof marginShape>, z.infer<typeof marginSchema>> = {
  ...marginShape,
  schema: marginSchema,
};

/** Validates the values and, when they are valid, works out the margin. */
export const calculateMargin = toolCalculator(marginForm, margin);
