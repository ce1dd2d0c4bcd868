import { marginGuide } from '~/content/tools/margin';
import { marginShape } from '~/features/tools/tool-shapes';
import type { FieldOf, ValuesOf } from '~/features/tools/tool-values';
import { accountOptions, pairOptions, pricedFieldCopy, samplePriceOnPairChange } from './tool-options';
import { ToolCalculator, type ToolOutcome } from './ToolCalculator';

/** The margin calculator with the values read from the URL. */
export function MarginTool({
  initial,
  outcome,
}: {
  initial: ValuesOf<typeof marginShape>;
  outcome: ToolOutcome<FieldOf<typeof marginShape>>;
}) {
  return (
    <ToolCalculator
      action="/tools/margin"
      shape={marginShape}
      copy={marginGuide.fields}
      initial={initial}
      options={{ account: accountOptions, pair: pairOptions }}
      outcome={outcome}
      loadEvaluate={() => import('./margin-outcome').then((module) => module.marginOutcome)}
      fieldCopy={pricedFieldCopy('base')}
      adjust={samplePriceOnPairChange}
      resultHeading="Required margin"
    />
  );
}
