import { marginGuide } from '~/content/tools/margin';
import { formatMoney, formatNumber } from '~/lib/tools/format';
import { calculateMargin, marginForm, type MarginField, type MarginValues } from '~/lib/tools/margin-schema';
import { accountOptions, pairOptions, pricedFieldCopy, samplePriceOnPairChange } from './tool-options';
import { ToolCalculator, type ToolOutcome } from './ToolCalculator';

function evaluate(values: MarginValues): ToolOutcome<MarginField> {
  const result = calculateMargin(values);
  if (!result.ok) return { errors: result.errors, figures: [] };
  const { margin, notional, units } = result.value;
  return {
    errors: {},
    figures: [
      { label: 'Required margin', value: formatMoney(margin, values.account), primary: true },
      { label: 'Position value', value: formatMoney(notional, values.account) },
      { label: 'Units', value: formatNumber(units, 0) },
    ],
    note: 'A loss can exceed the margin: it is a deposit, not a limit on what you can lose.',
  };
}

/** The margin calculator with the values read from the URL. */
export function MarginTool({ initial }: { initial: MarginValues }) {
  return (
    <ToolCalculator
      action="/tools/margin"
      form={marginForm}
      copy={marginGuide.fields}
      initial={initial}
      options={{ account: accountOptions, pair: pairOptions }}
      evaluate={evaluate}
      fieldCopy={pricedFieldCopy('base')}
      adjust={samplePriceOnPairChange}
      resultHeading="Required margin"
    />
  );
}
