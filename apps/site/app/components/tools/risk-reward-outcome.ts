import { formatNumber } from '~/lib/tools/format';
import { calculateRiskReward } from '~/lib/tools/risk-reward-schema';
import type { RiskRewardField, RiskRewardValues } from '~/lib/tools/tool-shapes';
import type { ToolOutcome } from './ToolCalculator';

/** What the risk reward tool shows for some values: the messages per field, or the figures. */
export function riskRewardOutcome(values: RiskRewardValues): ToolOutcome<RiskRewardField> {
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
