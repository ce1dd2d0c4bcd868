import type { ToolGuide } from './tools.schema';

/** Field copy several tools share. */
export const commonFields: ToolGuide['fields'] = {
  account: { label: 'Account currency' },
  // The hint is the chosen instrument's contract (features/tools/components/tool-options.ts, pairHint).
  pair: { label: 'Instrument' },
  price: { label: 'Price of the pair', hint: 'A sample price is filled in; enter the current one from your platform.' },
  lots: {
    label: 'Position size (lots)',
    hint: 'A forex lot is 100,000 units of the base currency; 0.10 is a mini lot, 0.01 a micro lot.',
  },
  rate: {
    label: 'Conversion rate',
    hint: 'Needed only when your account currency is neither currency of the pair.',
  },
  direction: { label: 'Direction' },
  spread: { label: 'Spread (pips, optional)', hint: 'The gap between the buy and sell price.' },
  commission: {
    label: 'Commission per lot, round trip (optional)',
    hint: 'What the broker charges to open and close one lot, in your account currency.',
  },
  swap: {
    label: 'Swap per lot per night (optional)',
    hint: 'Negative when charged, like -5.20; positive when paid.',
  },
  nights: { label: 'Nights held (optional)' },
};
