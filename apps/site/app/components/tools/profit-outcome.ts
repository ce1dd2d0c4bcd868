import { formatMoney, formatNumber, formatSigned } from '~/lib/tools/format';
import { calculateProfit } from '~/lib/tools/profit-schema';
import type { ProfitField, ProfitValues } from '~/lib/tools/tool-shapes';
import type { ToolOutcome } from './ToolCalculator';

/** What the profit tool shows for some values: the messages per field, or the figures. */
export function profitOutcome(values: ProfitValues): ToolOutcome<ProfitField> {
  const result = calculateProfit(values);
  if (!result.ok) return { errors: result.errors, figures: [] };
  const { pips, profit, units } = result.value;
  const money = formatMoney(profit, values.account);
  return {
    errors: {},
    figures: [
      { label: profit < 0 ? 'Loss' : 'Profit', value: profit > 0 ? `+${money}` : money, primary: true },
      { label: 'Pips', value: formatSigned(pips, 1) },
      { label: 'Units', value: formatNumber(units, 0) },
    ],
    note: 'Before spread, commission and swap.',
  };
}
