import { commonFields } from './common-fields';
import type { ToolGuide } from './tools.schema';

/** Copy of /tools/margin. */
export const marginGuide: ToolGuide = {
  lead: 'Enter the position and your leverage: the calculator gives the margin your broker sets aside to keep the trade open.',
  resultHeading: 'Required margin',
  fields: {
    ...commonFields,
    leverage: {
      label: 'Leverage (1:…)',
      hint: 'Enter 30 for 1:30, the usual limit for retail major pairs in the UK and EU.',
    },
    rate: {
      label: 'Conversion rate',
      hint: 'Needed only when your account currency is neither currency of the pair; here it converts the base currency.',
    },
  },
  formula: [
    'Margin in the base currency = units ÷ leverage',
    'Account in the base currency: as it is',
    'Account in the quote currency: multiply by the price',
    'Account in neither currency: multiply by the rate of 1 unit of the base currency in your account currency',
  ],
  example: {
    intro: 'One standard lot of EUR/USD at 1.0850 with leverage of 1:30, in a US dollar account.',
    steps: [
      'Margin in euros: 100,000 ÷ 30 = €3,333.33.',
      'The account is in US dollars, the quote currency, so multiply by the price: 3,333.33 × 1.0850 = $3,616.67.',
    ],
  },
  mistakes: [
    'Taking margin for the most you can lose: a leveraged loss can exceed the margin.',
    'Using the leverage your broker advertises when your regulator caps it lower for your account.',
    'Converting the margin with the quote currency rate: margin is counted in the base currency.',
  ],
};
