import { commonFields } from './common-fields';
import type { ToolGuide } from './tools.schema';

/** Copy of /tools/profit. */
export const profitGuide: ToolGuide = {
  lead: 'Enter a trade’s direction, opening and closing prices and size: the calculator gives the pips and the money it made or lost.',
  resultHeading: 'Profit or loss',
  fields: {
    ...commonFields,
    open: { label: 'Opening price' },
    close: { label: 'Closing price' },
  },
  formula: [
    'Pips = (closing price − opening price) ÷ pip size, negated for a sell',
    'Profit in the quote currency = (closing price − opening price) × units, negated for a sell',
    'Account in the base currency: divide by the closing price, the rate at which the profit is realised',
    'Account in neither currency: multiply by the rate of 1 unit of the quote currency in your account currency',
    'Net = profit − spread × pip value − commission × lots + swap × lots × nights (a charged swap is negative)',
  ],
  example: {
    intro: 'Buying one lot of EUR/USD at 1.0850 and closing it at 1.0950, in a US dollar account.',
    steps: [
      'Pips: (1.0950 − 1.0850) ÷ 0.0001 = +100 pips.',
      'Profit: 0.0100 × 100,000 = $1,000, already in the account currency.',
    ],
  },
  mistakes: [
    'Forgetting the sign of a sell: a short position gains when the price falls.',
    'Counting JPY pairs in 0.0001 pips: 150.00 to 151.00 on USD/JPY is 100 pips, not 10,000.',
    'Leaving out the spread, commission and swap, which a broker’s statement includes: enter them to see the net result.',
  ],
};
