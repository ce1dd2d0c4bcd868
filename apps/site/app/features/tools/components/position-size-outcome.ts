import { pairFor } from '~/platform/trading-math/currencies';
import { formatMoney, formatNumber } from '~/features/tools/format';
import { calculatePositionSize } from '~/features/tools/position-size-schema';
import type { positionSizeShape } from '~/features/tools/tool-shapes';
import type { FieldOf, ValuesOf } from '~/features/tools/tool-values';
import { conversionFigures, inputWarnings, unitsText, validInputs } from './conversion-figures';
import { readDecimal } from '~/features/tools/tool-fields';
import { contractText } from './tool-options';
import type { ToolOutcome } from './ToolCalculator';

/**
 * The share of the balance above which the tool cautions against a trade's risk: the site's own line, not a
 * rule it attributes to anyone. A few losses in a row at more than this take a large part of an account.
 */
export const riskCautionPercent = 5;

/** The caution for risking `risk` percent of the balance on one trade, or undefined at or below the line. */
export function riskCaution(risk: number, amount: string): string | undefined {
  if (risk <= riskCautionPercent) return undefined;
  return `Caution: this trade risks ${Number(risk.toFixed(2))}% of the balance (${amount}). This site cautions against risking more than ${riskCautionPercent}% of an account on one trade: a short run of losses at that size takes a large part of it.`;
}

/** What the position size tool shows for some values: the messages per field, or the figures. */
export function positionSizeOutcome(
  values: ValuesOf<typeof positionSizeShape>,
): ToolOutcome<FieldOf<typeof positionSizeShape>> {
  const result = calculatePositionSize(values);
  if (!result.ok) return { errors: result.errors, figures: [] };
  const { lots, units, moneyAtRisk, riskAmount, pipValuePerLot, costPerLot, nano, smallest } = result.value;
  const { account, pair: code, price, rate } = validInputs(values);
  const pair = pairFor(code);
  const money = (amount: number) => formatMoney(amount, account);
  const figures: ToolOutcome<FieldOf<typeof positionSizeShape>>['figures'][number][] = [];
  if (lots > 0 || !nano) {
    figures.push(
      { label: 'Position size', value: `${formatNumber(lots, 2)} lots`, primary: true },
      { label: 'Units', value: unitsText(pair, units, 2) },
      { label: 'Money at risk', value: money(moneyAtRisk) },
    );
  } else {
    // Below the 0.01 step: the size in nano lots, and what the smallest micro lot would risk instead.
    figures.push(
      nano.lots > 0
        ? { label: 'Position size in nano lots (0.001)', value: `${formatNumber(nano.lots, 3)} lots`, primary: true }
        : { label: 'Position size', value: 'Less than 0.001 lots', primary: true },
      { label: 'Units', value: unitsText(pair, nano.units, 3) },
      { label: 'Money at risk', value: money(nano.moneyAtRisk) },
      {
        label: 'At the usual 0.01 lot step',
        value: `0.00 lots: 0.01 lots (${unitsText(pair, smallest!.units, 2)}) would risk ${money(smallest!.moneyAtRisk)}, ${formatNumber(smallest!.riskPercent, 2)}% of the balance`,
      },
    );
  }
  if (costPerLot !== undefined) figures.push({ label: 'Spread and commission per lot', value: money(costPerLot) });
  figures.push(...conversionFigures(account, code, price, rate, 'quote'));
  const rounding =
    lots > 0 || !nano
      ? 'Lots are rounded down to 0.01, so the trade never risks more than you asked.'
      : 'Most brokers trade from 0.01 lots; nano lots (0.001) are offered by some, often on cent accounts. Sizes are rounded down, so the trade never risks more than you asked.';
  const warnings = inputWarnings(account, code, { price }, rate, 'quote');
  const caution = riskCaution(readDecimal(values.risk), money(riskAmount));
  return {
    errors: {},
    figures,
    warnings: caution ? [caution, ...warnings] : warnings,
    note: `You asked to risk ${money(riskAmount)}; one lot moves ${money(pipValuePerLot)} a ${pair.stepName}${costPerLot !== undefined ? ', and the spread and commission are counted in the risk' : ''}. ${contractText(pair)} ${rounding}`,
  };
}
