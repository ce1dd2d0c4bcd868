import { commonFields } from './common-fields';
import type { ToolGuide } from './tools.schema';

/** Copy of /tools/pip-value. */
export const pipValueGuide: ToolGuide = {
  lead: 'Choose a pair and a position size: the calculator gives what a one-pip move is worth in your account currency.',
  resultHeading: 'Pip value',
  fields: commonFields,
  formula: [
    'Pip value in the quote currency = pip size × units (0.0001, or 0.01 when the quote currency is the yen)',
    'Account in the quote currency: as it is',
    'Account in the base currency: divide by the price',
    'Account in neither currency: multiply by the rate of 1 unit of the quote currency in your account currency',
  ],
  example: {
    intro: 'One standard lot of USD/JPY at 150.00, in a US dollar account.',
    steps: [
      'A pip of USD/JPY is 0.01 yen; 100,000 units × 0.01 = ¥1,000 per pip.',
      'The account is in US dollars, the base currency, so divide by the price: 1,000 ÷ 150.00 = $6.67 per pip.',
    ],
  },
  mistakes: [
    'Assuming every pair is worth $10 a pip per lot: that holds only when the US dollar is the quote currency and the account is in dollars.',
    'Reading the conversion rate the wrong way round: the label says which way, for example 1 JPY = ? EUR is about 0.006, not 162.',
    'Forgetting that the value of a pip changes with the price when the account is in the base currency.',
  ],
};
