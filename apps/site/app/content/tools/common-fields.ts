import type { ToolGuide } from './tools.schema';

/** Field copy several tools share. */
export const commonFields: ToolGuide['fields'] = {
  account: { label: 'Account currency' },
  pair: { label: 'Currency pair' },
  price: { label: 'Price of the pair', hint: 'A sample price is filled in; enter the current one from your platform.' },
  lots: { label: 'Position size (lots)', hint: '1 lot = 100,000 units of the base currency; 0.10 is a mini lot.' },
  rate: {
    label: 'Conversion rate',
    hint: 'Needed only when your account currency is neither currency of the pair.',
  },
  direction: { label: 'Direction' },
};
