import { formatMoney, formatNumber } from '~/lib/tools/format';
import { calculatePositionSize } from '~/lib/tools/position-size-schema';
import type { PositionSizeField, PositionSizeValues } from '~/lib/tools/tool-shapes';
import type { ToolOutcome } from './ToolCalculator';

/** What the position size tool shows for some values: the messages per field, or the figures. */
export function positionSizeOutcome(values: PositionSizeValues): ToolOutcome<PositionSizeField> {
  const result = calculatePositionSize(values);
  if (!result.ok) return { errors: result.errors, figures: [] };
  const { lots, units, moneyAtRisk, riskAmount, pipValuePerLot } = result.value;
  const money = (amount: number) => formatMoney(amount, values.account);
  return {
    errors: {},
    figures: [
      { label: 'Position size', value: `${formatNumber(lots, 2)} lots`, primary: true },
      { label: 'Units', value: formatNumber(units, 0) },
      { label: 'Money at risk', value: money(moneyAtRisk) },
    ],
    note: `You asked to risk ${money(riskAmount)}; one lot moves ${money(pipValuePerLot)} a pip. Lots are rounded down to 0.01, so the trade never risks more than you asked.`,
  };
}
