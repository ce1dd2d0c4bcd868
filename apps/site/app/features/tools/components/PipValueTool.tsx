import { pipValueGuide } from '~/content/tools/pip-value';
import { pipValueShape } from '~/features/tools/tool-shapes';
import type { FieldOf, ValuesOf } from '~/features/tools/tool-values';
import { accountOptions, pairOptions, pricedFieldCopy, samplePriceOnPairChange } from './tool-options';
import { ToolCalculator, type ToolOutcome } from './ToolCalculator';

/** The pip-value calculator with the values read from the URL. */
export function PipValueTool({
  initial,
  outcome,
}: {
  initial: ValuesOf<typeof pipValueShape>;
  outcome: ToolOutcome<FieldOf<typeof pipValueShape>>;
}) {
  return (
    <ToolCalculator
      action="/tools/pip-value"
      shape={pipValueShape}
      copy={pipValueGuide.fields}
      initial={initial}
      options={{ account: accountOptions, pair: pairOptions }}
      outcome={outcome}
      loadEvaluate={() => import('./pip-value-outcome').then((module) => module.pipValueOutcome)}
      fieldCopy={pricedFieldCopy('quote')}
      adjust={samplePriceOnPairChange}
      resultHeading="Pip value"
    />
  );
}
