import { z } from '~/platform/zod-mini';
import { riskRewardShape } from './tool-shapes';
import type { FieldOf } from './tool-values';
import type { Direction } from '~/platform/trading-math/profit';
import { levelProblem, riskReward } from '~/platform/trading-math/risk-reward';
import { directionField, numberField, priceRule, shared, type ToolForm, toolCalculator } from './tool-fields';

/** The risk-reward form: `/tools/risk-reward?pair=EURUSD&direction=buy&entry=…&stop=…&target=…`. */

type Levels = { direction?: unknown; entry?: unknown; stop?: unknown; target?: unknown };

/** A stop or target on the wrong side of the entry is an input error, reported on that field. */
function sideCheck(kind: 'stop' | 'target') {
  const problem = (value: Levels) => {
    const { direction, entry } = value;
    const level = value[kind];
    if (direction !== 'buy' && direction !== 'sell') return undefined;
    if (typeof entry !== 'number' || typeof level !== 'number') return undefined;
    return levelProblem(direction as Direction, entry, level, kind);
  };
  return z.refine<Levels>((value) => problem(value) === undefined, {
    path: [kind],
    // Checked even when another field failed, so both levels' messages show at once.
    when: () => true,
    error: (issue) => problem(issue.input as Levels) ?? 'Check this level.',
  });
}

export const riskRewardSchema = z
  .object({
    ...shared('pair'),
    direction: directionField,
    entry: numberField('the entry price', priceRule),
    stop: numberField('the stop-loss price', priceRule),
    target: numberField('the target price', priceRule),
  })
  .check(sideCheck('stop'), sideCheck('target'));

export const riskRewardForm: ToolForm<FieldOf<typeof riskRewardShape>, z.infer<typeof riskRewardSchema>> = {
  ...riskRewardShape,
  schema: riskRewardSchema,
};

/** Validates the values and, when they are valid, works out the risk-reward ratio. */
export const calculateRiskReward = toolCalculator(riskRewardForm, riskReward);
