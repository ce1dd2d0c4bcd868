import { positionSizeGuide } from '~/content/tools/position-size';
import { formatMoney, formatNumber } from '~/lib/tools/format';
import {
  calculatePositionSize,
  positionSizeForm,
  type PositionSizeField,
  type PositionSizeValues,
} from '~/lib/tools/position-size-schema';
import { accountOptions, pairOptions, pricedFieldCopy, samplePriceOnPairChange } from './tool-options';
import { ToolCalculator, type ToolOutcome } from './ToolCalculator';

function evaluate(values: PositionSizeValues): ToolOutcome<PositionSizeField> {
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

/** The position-size calculator with the values read from the URL. */
export function PositionSizeTool({ initial }: { initial: PositionSizeValues }) {
  return (
    <ToolCalculator
      action="/tools/position-size"
      form={positionSizeForm}
      copy={positionSizeGuide.fields}
      initial={initial}
      options={{ account: accountOptions, pair: pairOptions }}
      evaluate={evaluate}
      fieldCopy={pricedFieldCopy('quote')}
      adjust={samplePriceOnPairChange}
      resultHeading="Your position size"
    />
  );
}
