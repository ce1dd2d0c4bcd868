import { stepDecimals } from '~/platform/instruments/instrument-specs';
import { pairFor } from '~/platform/trading-math/currencies';
import { formatMoney, formatSigned } from '~/features/tools/format';
import { calculateProfit } from '~/features/tools/profit-schema';
import type { profitShape } from '~/features/tools/tool-shapes';
import type { FieldOf, ValuesOf } from '~/features/tools/tool-values';
import { readDecimal } from '~/features/tools/tool-fields';
import { conversionFigures, inputWarnings, unitsText, validInputs } from './conversion-figures';
import type { ToolOutcome } from './ToolCalculator';

/** A signed amount: "+$1,000.00", "−$7.00", "$0.00". */
const signedMoney = (amount: number, currency: string) => {
  const money = formatMoney(amount, currency);
  return amount > 0 ? `+${money}` : money;
};

/** What the profit tool shows for some values: the messages per field, or the figures. */
export function profitOutcome(values: ValuesOf<typeof profitShape>): ToolOutcome<FieldOf<typeof profitShape>> {
  const result = calculateProfit(values);
  if (!result.ok) return { errors: result.errors, figures: [] };
  const { pips, profit, units, costs } = result.value;
  const { account, pair: code, rate } = validInputs({ ...values, price: values.close });
  const pair = pairFor(code);
  const close = readDecimal(values.close);
  const figures: ToolOutcome<FieldOf<typeof profitShape>>['figures'][number][] = [];
  if (costs) {
    figures.push(
      { label: costs.net < 0 ? 'Net loss' : 'Net profit', value: signedMoney(costs.net, account), primary: true },
      { label: 'Before costs', value: signedMoney(profit, account) },
      { label: 'Spread', value: signedMoney(-costs.spread, account) },
      { label: 'Commission', value: signedMoney(-costs.commission, account) },
      { label: 'Swap', value: signedMoney(costs.swap, account) },
    );
  } else {
    figures.push({ label: profit < 0 ? 'Loss' : 'Profit', value: signedMoney(profit, account), primary: true });
  }
  figures.push(
    { label: pair.stepName === 'pip' ? 'Pips' : 'Points', value: formatSigned(pips, stepDecimals(pair)) },
    { label: 'Units', value: unitsText(pair, units, 3) },
    // Converted at the closing price when the account is the base currency: the rate the profit is realised at.
    ...conversionFigures(account, code, close, rate, 'quote'),
  );
  const prices = { 'opening price': readDecimal(values.open), 'closing price': close };
  return {
    errors: {},
    figures,
    warnings: inputWarnings(account, code, prices, rate, 'quote'),
    note: costs
      ? 'Net of the spread, commission and swap you entered; a broker may also charge other fees.'
      : 'Before spread, commission and swap: enter them below the size to see the net result.',
  };
}
