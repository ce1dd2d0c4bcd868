import { profitGuide } from '~/content/tools/profit';
import { formatMoney, formatNumber, formatSigned } from '~/lib/tools/format';
import { calculateProfit, profitForm, type ProfitField, type ProfitValues } from '~/lib/tools/profit-schema';
import { accountOptions, directionOptions, pairOptions, priceHint, rateCopy, samplePlus } from './tool-options';
import { ToolCalculator, type ToolOutcome } from './ToolCalculator';

function evaluate(values: ProfitValues): ToolOutcome<ProfitField> {
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

/** With a new pair, its sample price to open at and 100 pips higher to close at. */
function adjust(next: ProfitValues, changed: ProfitField): ProfitValues {
  if (changed !== 'pair') return next;
  return { ...next, open: samplePlus(next.pair, 0) ?? next.open, close: samplePlus(next.pair, 100) ?? next.close };
}

/** The profit and loss calculator with the values read from the URL. */
export function ProfitTool({ initial }: { initial: ProfitValues }) {
  return (
    <ToolCalculator
      action="/tools/profit"
      form={profitForm}
      copy={profitGuide.fields}
      initial={initial}
      options={{ account: accountOptions, pair: pairOptions, direction: directionOptions }}
      evaluate={evaluate}
      fieldCopy={(field, values) => {
        if (field === 'rate') return rateCopy(values.account, values.pair, 'quote');
        if (field === 'open') return { hint: priceHint(values.pair) };
        return undefined;
      }}
      adjust={adjust}
      resultHeading="Profit or loss"
    />
  );
}
