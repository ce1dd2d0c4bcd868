import { riskRewardGuide } from '~/content/tools/risk-reward';
import { formatNumber } from '~/lib/tools/format';
import {
  calculateRiskReward,
  riskRewardForm,
  type RiskRewardField,
  type RiskRewardValues,
} from '~/lib/tools/risk-reward-schema';
import { directionOptions, pairOptions, priceHint, samplePlus } from './tool-options';
import { ToolCalculator, type ToolOutcome } from './ToolCalculator';

function evaluate(values: RiskRewardValues): ToolOutcome<RiskRewardField> {
  const result = calculateRiskReward(values);
  if (!result.ok) return { errors: result.errors, figures: [] };
  const { riskPips, rewardPips, ratioText } = result.value;
  return {
    errors: {},
    figures: [
      { label: 'Risk-reward ratio', value: ratioText, primary: true },
      { label: 'Risk', value: `${formatNumber(riskPips, 1)} pips` },
      { label: 'Reward', value: `${formatNumber(rewardPips, 1)} pips` },
    ],
  };
}

/** With a new pair or direction, levels around its sample price: 50 pips of risk for 100 of reward. */
function adjust(next: RiskRewardValues, changed: RiskRewardField): RiskRewardValues {
  if (changed !== 'pair' && changed !== 'direction') return next;
  const sign = next.direction === 'sell' ? -1 : 1;
  return {
    ...next,
    entry: samplePlus(next.pair, 0) ?? next.entry,
    stop: samplePlus(next.pair, -50 * sign) ?? next.stop,
    target: samplePlus(next.pair, 100 * sign) ?? next.target,
  };
}

/** The risk-reward calculator with the values read from the URL. */
export function RiskRewardTool({ initial }: { initial: RiskRewardValues }) {
  return (
    <ToolCalculator
      action="/tools/risk-reward"
      form={riskRewardForm}
      copy={riskRewardGuide.fields}
      initial={initial}
      options={{ pair: pairOptions, direction: directionOptions }}
      evaluate={evaluate}
      fieldCopy={(field, values) => (field === 'entry' ? { hint: priceHint(values.pair) } : undefined)}
      adjust={adjust}
      resultHeading="Risk and reward"
    />
  );
}
