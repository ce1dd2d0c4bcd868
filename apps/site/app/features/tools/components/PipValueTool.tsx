import { pipValueGuide } from '~/content/tools/pip-value';
import { pipValueShape, type PipValueField, type PipValueValues } from '~/features/tools/tool-shapes';
import { accountOptions, pairOptions, pricedFieldCopy, samplePriceOnPairChange } from './tool-options';
import { ToolCalculator, type ToolOutcome } from './ToolCalculator';

/** The pip-value calculator with the values read from the URL. */
export function PipValueTool({ initial, outcome }: { initial: PipValueValues; outcome: ToolOutcome<PipValueField> }) {
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
