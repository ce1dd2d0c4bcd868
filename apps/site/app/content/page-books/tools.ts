import { pageBook } from '../page-book.ts';

/** The free tools. A route loads only its own section's entries. */
export const toolPages = pageBook([
  {
    path: '/tools',
    label: 'Tools',
    h1: 'Trader Tools',
    title: 'Trader Tools: Forex Calculators and Market Hours',
    description:
      'Free forex calculators that show their working: position size, pip value, margin, profit and loss, risk-reward, and the market hours.',
  },
  {
    path: '/tools/position-size',
    label: 'Position size',
    h1: 'Position Size Calculator',
    title: 'Position Size Calculator: Lots From Your Risk',
    description:
      'How many lots to trade from your balance, risk and stop-loss, for forex pairs, gold, oil, indices and crypto, spread and commission included.',
  },
  {
    path: '/tools/pip-value',
    label: 'Pip value',
    h1: 'Pip Value Calculator',
    title: 'Pip Value Calculator: Forex Pip Value by Pair',
    description:
      'What one pip or point is worth in your account currency for a forex pair, gold, oil, an index or crypto, with the formula and a worked example.',
  },
  {
    path: '/tools/margin',
    label: 'Margin',
    h1: 'Margin Calculator',
    title: 'Forex Margin Calculator: Margin at Your Leverage',
    description:
      'Work out the margin a forex position needs at your leverage, in your account currency, with the formula and a worked example.',
  },
  {
    path: '/tools/profit',
    label: 'Profit and loss',
    h1: 'Profit and Loss Calculator',
    title: 'Forex Profit Calculator: Pips and Money Made or Lost',
    description:
      'Work out the pips and the money a forex trade made or lost from its direction, opening and closing prices and size.',
  },
  {
    path: '/tools/risk-reward',
    label: 'Risk-reward',
    h1: 'Risk-Reward Calculator',
    title: 'Risk-Reward Calculator: Ratio From Entry, Stop, Target',
    description:
      'Work out a trade\u2019s risk and reward in pips and its risk-reward ratio from the entry, stop-loss and target prices.',
  },
  {
    path: '/tools/market-hours',
    label: 'Market hours',
    h1: 'Forex Market Hours',
    title: 'Forex Market Hours: Sessions Open Now, in Your Time',
    description:
      'Which forex sessions are open now: Sydney, Tokyo, London and New York, with daylight saving, overlaps and a 24-hour timeline.',
  },
]);
