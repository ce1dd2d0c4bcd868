import { riskRewardGuide } from '~/content/tools/risk-reward';
import { riskRewardShape, type RiskRewardField, type RiskRewardValues } from '~/lib/tools/tool-shapes';
import { directionOptions, pairOptions, priceHint, samplePlus } from './tool-options';
import { ToolCalculator, type ToolOutcome } from './ToolCalculator';

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
export function RiskRewardTool({
  initial,
  outcome,
}: {
  initial: RiskRewardValues;
  outcome: ToolOutcome<RiskRewardField>;
}) {
  return (
    <ToolCalculator
      action="/tools/risk-reward"
      shape={riskRewardShape}
      copy={riskRewardGuide.fields}
      initial={initial}
      options={{ pair: pairOptions, direction: directionOptions }}
      outcome={outcome}
      loadEvaluate={() => import('./risk-reward-outcome').then((module) => module.riskRewardOutcome)}
      fieldCopy={(field, values) => (field === 'entry' ? { hint: priceHint(values.pair) } : undefined)}
      adjust={adjust}
      resultHeading="Risk and reward"
    />
  );
}
