import { stepDecimals } from '~/platform/instruments/instrument-specs';
import { pairFor, type PairCode } from '~/platform/trading-math/currencies';
import { formatNumber } from '~/features/tools/format';
import { belowMinimum } from '~/platform/trading-math/risk-reward';
import { calculateRiskReward } from '~/features/tools/risk-reward-schema';
import type { riskRewardShape } from '~/features/tools/tool-shapes';
import type { FieldOf, ValuesOf } from '~/features/tools/tool-values';
import { readDecimal } from '~/features/tools/tool-fields';
import { priceWarnings } from './conversion-figures';
import { stepsOf } from './tool-options';
import type { ToolOutcome } from './ToolCalculator';

/** "1:2" or "1:1.5": a configured minimum as the site writes it. */
export const minimumText = (minimum: number) => `1:${Number(minimum.toFixed(2))}`;

/**
 * What the risk reward tool shows for some values: the messages per field, or the figures, with a flag when the
 * ratio is below `minimum` (the least the site publishes signals with; 0 for none).
 */
export function riskRewardOutcome(
  values: ValuesOf<typeof riskRewardShape>,
  minimum = 0,
): ToolOutcome<FieldOf<typeof riskRewardShape>> {
  const result = calculateRiskReward(values);
  if (!result.ok) return { errors: result.errors, figures: [] };
  const { riskPips, rewardPips, ratioText } = result.value;
  const steps = stepsOf(values.pair);
  const decimals = stepDecimals(pairFor(values.pair as PairCode));
  const levels = {
    entry: readDecimal(values.entry),
    stop: readDecimal(values.stop),
    target: readDecimal(values.target),
  };
  const figures: ToolOutcome<FieldOf<typeof riskRewardShape>>['figures'][number][] = [
    { label: 'Risk-reward ratio', value: ratioText, primary: true },
    { label: 'Risk', value: `${formatNumber(riskPips, decimals)} ${steps}` },
    { label: 'Reward', value: `${formatNumber(rewardPips, decimals)} ${steps}` },
  ];
  if (minimum > 0) {
    figures.push(
      belowMinimum(levels, minimum)
        ? {
            label: 'Below the minimum',
            value: `Under ${minimumText(minimum)}: the site publishes no signal with less reward for its risk.`,
          }
        : { label: 'Minimum', value: `At least ${minimumText(minimum)}, the least the site publishes signals with.` },
    );
  }
  const prices = { 'entry price': levels.entry, 'stop-loss price': levels.stop, 'target price': levels.target };
  return { errors: {}, figures, warnings: priceWarnings(values.pair as PairCode, prices) };
}
