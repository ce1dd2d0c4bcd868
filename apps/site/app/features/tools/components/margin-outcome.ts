import { pairFor } from '~/platform/trading-math/currencies';
import { formatMoney } from '~/features/tools/format';
import { calculateMargin } from '~/features/tools/margin-schema';
import type { marginShape } from '~/features/tools/tool-shapes';
import type { FieldOf, ValuesOf } from '~/features/tools/tool-values';
import { conversionFigures, inputWarnings, unitsText, validInputs } from './conversion-figures';
import type { ToolOutcome } from './ToolCalculator';

/** What the margin tool shows for some values: the messages per field, or the figures. */
export function marginOutcome(values: ValuesOf<typeof marginShape>): ToolOutcome<FieldOf<typeof marginShape>> {
  const result = calculateMargin(values);
  if (!result.ok) return { errors: result.errors, figures: [] };
  const { margin, notional, units } = result.value;
  const { account, pair: code, price, rate } = validInputs(values);
  const pair = pairFor(code);
  return {
    errors: {},
    figures: [
      { label: 'Required margin', value: formatMoney(margin, account), primary: true },
      { label: 'Position value', value: formatMoney(notional, account) },
      { label: 'Units', value: unitsText(pair, units, 3) },
      ...conversionFigures(account, code, price, rate, 'base'),
    ],
    note: 'A loss can exceed the margin: it is a deposit, not a limit on what you can lose.',
    warnings: inputWarnings(account, code, { price }, rate, 'base'),
  };
}
