import { pipValueGuide } from '~/content/tools/pip-value';
import { formatMoney, formatNumber } from '~/lib/tools/format';
import { calculatePipValue, pipValueForm, type PipValueField, type PipValueValues } from '~/lib/tools/pip-value-schema';
import { accountOptions, pairOptions, pricedFieldCopy, samplePriceOnPairChange } from './tool-options';
import { ToolCalculator, type ToolOutcome } from './ToolCalculator';

function evaluate(values: PipValueValues): ToolOutcome<PipValueField> {
  const result = calculatePipValue(values);
  if (!result.ok) return { errors: result.errors, figures: [] };
  const { pipValue, pipValueInQuote, units } = result.value;
  const quote = values.pair.slice(3);
  return {
    errors: {},
    figures: [
      { label: 'Value of one pip', value: formatMoney(pipValue, values.account), primary: true },
      { label: `In ${quote}, before conversion`, value: formatMoney(pipValueInQuote, quote) },
      { label: 'Units', value: formatNumber(units, 0) },
    ],
  };
}

/** The pip-value calculator with the values read from the URL. */
export function PipValueTool({ initial }: { initial: PipValueValues }) {
  return (
    <ToolCalculator
      action="/tools/pip-value"
      form={pipValueForm}
      copy={pipValueGuide.fields}
      initial={initial}
      options={{ account: accountOptions, pair: pairOptions }}
      evaluate={evaluate}
      fieldCopy={pricedFieldCopy('quote')}
      adjust={samplePriceOnPairChange}
      resultHeading="Pip value"
    />
  );
}
