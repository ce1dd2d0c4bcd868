import { z } from '~/platform/zod-mini';
import { pipValueShape } from './tool-shapes';
import type { FieldOf } from './tool-values';
import { pipValue } from '~/platform/trading-math/pip-value';
import { rateRequired, shared, type ToolForm, toolCalculator } from './tool-fields';

/** The pip-value form: `/tools/pip-value?account=USD&pair=USDJPY&price=150.00&lots=1&rate=`. */

export const pipValueSchema = z
  .object({
    ...shared('account', 'pair', 'price', 'lots', 'rate'),
  })
  .check(rateRequired('quote'));

export const pipValueForm: ToolForm<FieldOf<typeof pipValueShape>, z.infer<typeof pipValueSchema>> = {
  ...pipValueShape,
  schema: pipValueSchema,
};

/** Validates the values and, when they are valid, values a pip. */
export const calculatePipValue = toolCalculator(pipValueForm, pipValue);
