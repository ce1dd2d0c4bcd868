import { formatMoney, formatNumber } from '~/lib/tools/format';
import { calculateMargin } from '~/lib/tools/margin-schema';
import type { MarginField, MarginValues } from '~/lib/tools/tool-shapes';
import type { ToolOutcome } from './ToolCalculator';

/** What the margin tool shows for some values: the messages per field, or the figures. */
export function marginOutcome(values: MarginValues): ToolOutcome<MarginField> {
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
