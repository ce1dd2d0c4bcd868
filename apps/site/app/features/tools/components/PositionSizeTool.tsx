import { positionSizeGuide } from '~/content/tools/position-size';
import { positionSizeShape } from '~/features/tools/tool-shapes';
import type { FieldOf, ValuesOf } from '~/features/tools/tool-values';
import { accountOptions, pairOptions, pricedFieldCopy, samplePriceOnPairChange } from './tool-options';
import { ToolCalculator, type ToolOutcome } from './ToolCalculator';

/** The position-size calculator with the values read from the URL. */
export function PositionSizeTool({
  initial,
  outcome,
}: {
  initial: ValuesOf<typeof positionSizeShape>;
  outcome: ToolOutcome<FieldOf<typeof positionSizeShape>>;
}) {
  return (
    <ToolCalculator
      action="/tools/position-size"
      shape={positionSizeShape}
      copy={positionSizeGuide.fields}
      initial={initial}
      options={{ account: accountOptions, pair: pairOptions }}
      outcome={outcome}
      loadEvaluate={() => import('./position-size-outcome').then((module) => module.positionSizeOutcome)}
      fieldCopy={pricedFieldCopy('quote')}
      adjust={samplePriceOnPairChange}
      resultHeading="Your position size"
    />
  );
}
