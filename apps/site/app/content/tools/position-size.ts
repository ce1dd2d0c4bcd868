import { commonFields } from './common-fields';
import type { ToolGuide } from './tools.schema';

/** Copy of /tools/position-size. */
export const positionSizeGuide: ToolGuide = {
  lead: 'Enter your balance, the share of it you are willing to lose and the distance to your stop-loss: the calculator gives the largest position that keeps the loss within that amount.',
  resultHeading: 'Your position size',
  fields: {
    ...commonFields,
    balance: { label: 'Account balance' },
    risk: { label: 'Risk per trade (%)', hint: 'Most courses teach 1 to 2% of the balance.' },
    stop: {
      label: 'Stop-loss (pips)',
      hint: 'The distance from entry to stop-loss, in pips for forex, else in points.',
    },
  },
  formula: [
    'Money at risk = balance × risk % ÷ 100',
    'Pip value per unit = pip size (0.0001, or 0.01 for JPY pairs; a point of 1.00 for gold, oil, an index or a coin) converted to the account currency',
    'Loss per lot at the stop = (stop-loss + spread) × pip value per unit × contract size + commission per lot',
    'Lots = money at risk ÷ loss per lot, rounded down to 0.01 (a forex lot is 100,000 units, gold 100 oz, an index 1 a point, a coin 1); below 0.01, in nano lots of 0.001',
  ],
  example: {
    intro: 'A USD account of 10,000 risks 1% on EUR/USD with a 50-pip stop-loss.',
    steps: [
      'Money at risk: 10,000 × 1% = $100.',
      'EUR/USD is quoted in US dollars, so a pip of one unit is worth $0.0001, and of a standard lot $10.',
      'Units: 100 ÷ (50 × 0.0001) = 20,000 units.',
      'Lots: 20,000 ÷ 100,000 = 0.20 lots. If the stop-loss is hit you lose 50 pips × $2 = $100.',
    ],
  },
  mistakes: [
    'Rounding the lot size up: 0.208 lots must become 0.20, not 0.21, or the trade risks more than you chose.',
    'Leaving out the spread and commission: they are lost even when the stop is hit exactly, so they belong in the risk.',
    'Using 0.0001 as the pip of a JPY pair: on USD/JPY a pip is 0.01, a hundred times larger.',
    'Forgetting to convert: when the account is in euros, a pip of EUR/USD is worth $10 per lot, not €10.',
    'Choosing the lot size first and fitting the stop-loss to it; the stop belongs where the trade idea is wrong.',
  ],
};
