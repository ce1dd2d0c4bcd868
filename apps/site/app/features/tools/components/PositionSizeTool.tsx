import { positionSizeGuide } from '~/content/tools/position-size';
import { positionSizeShape, type PositionSizeField, type PositionSizeValues } from '~/features/tools/tool-shapes';
import { accountOptions, pairOptions, pricedFieldCopy, samplePriceOnPairChange } from './tool-options';
import { ToolCalculator, type ToolOutcome } from './ToolCalculator';

/** The position-size calculator with the values read from the URL. */
export function PositionSizeTool({
  initial,
  outcome,
}: {
  initial: PositionSizeValues;
  outcome: ToolOutcome<PositionSizeField>;
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
