import { formatMoney, formatNumber } from '~/lib/tools/format';
import { calculatePipValue } from '~/lib/tools/pip-value-schema';
import type { PipValueField, PipValueValues } from '~/lib/tools/tool-shapes';
import type { ToolOutcome } from './ToolCalculator';

/** What the pip value tool shows for some values: the messages per field, or the figures. */
export function pipValueOutcome(values: PipValueValues): ToolOutcome<PipValueField> {
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
