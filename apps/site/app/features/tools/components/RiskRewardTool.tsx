import { riskRewardGuide } from '~/content/tools/risk-reward';
import { riskRewardShape } from '~/features/tools/tool-shapes';
import type { FieldOf, ValuesOf } from '~/features/tools/tool-values';
import { pairHint, priceHint, samplePlus } from './tool-options';
import { ToolCalculator, type ToolProps } from './ToolCalculator';

/** With a new pair or direction, levels around its sample price: 50 pips (or points) of risk for 100 of reward. */
function adjust(
  next: ValuesOf<typeof riskRewardShape>,
  changed: FieldOf<typeof riskRewardShape>,
): ValuesOf<typeof riskRewardShape> {
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
  minimum,
  ...page
}: ToolProps<FieldOf<typeof riskRewardShape>> & {
  /** The least ratio the site publishes signals with (2 for 1:2; 0 for none): a lower one is flagged. */
  minimum: number;
}) {
  return (
    <ToolCalculator
      {...page}
      shape={riskRewardShape}
      guide={riskRewardGuide}
      loadEvaluate={() =>
        import('./risk-reward-outcome').then(
          (module) => (values: ValuesOf<typeof riskRewardShape>) => module.riskRewardOutcome(values, minimum),
        )
      }
      fieldCopy={(field, values) => {
        if (field === 'entry') return { hint: priceHint(values.pair) };
        if (field === 'pair') return pairHint(values.pair);
        return undefined;
      }}
      adjust={adjust}
    />
  );
}
