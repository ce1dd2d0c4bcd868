import { pairFor } from '~/platform/trading-math/currencies';
import { formatMoney } from '~/features/tools/format';
import { calculatePipValue } from '~/features/tools/pip-value-schema';
import type { pipValueShape } from '~/features/tools/tool-shapes';
import type { FieldOf, ValuesOf } from '~/features/tools/tool-values';
import { conversionFigures, inputWarnings, unitsText, validInputs } from './conversion-figures';
import { contractText } from './tool-options';
import type { ToolOutcome } from './ToolCalculator';

/** What the pip value tool shows for some values: the messages per field, or the figures. */
export function pipValueOutcome(values: ValuesOf<typeof pipValueShape>): ToolOutcome<FieldOf<typeof pipValueShape>> {
  const result = calculatePipValue(values);
  if (!result.ok) return { errors: result.errors, figures: [] };
  const { pipValue, pipValueInQuote, units } = result.value;
  const { account, pair: code, price, rate } = validInputs(values);
  const pair = pairFor(code);
  return {
    errors: {},
    figures: [
      { label: `Value of one ${pair.stepName}`, value: formatMoney(pipValue, account), primary: true },
      { label: `In ${pair.quote}, before conversion`, value: formatMoney(pipValueInQuote, pair.quote) },
      { label: 'Units', value: unitsText(pair, units, 3) },
      ...conversionFigures(account, code, price, rate, 'quote'),
    ],
    note: contractText(pair),
    warnings: inputWarnings(account, code, { price }, rate, 'quote'),
  };
}
