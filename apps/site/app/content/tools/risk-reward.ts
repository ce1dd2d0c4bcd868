import { commonFields } from './common-fields';
import type { ToolGuide } from './tools.schema';

/** Copy of /tools/risk-reward. */
export const riskRewardGuide: ToolGuide = {
  lead: 'Enter a trade’s entry, stop-loss and target: the calculator gives what it risks and what it aims for, in pips, and the ratio between them.',
  resultHeading: 'Risk and reward',
  fields: {
    pair: commonFields.pair!,
    direction: commonFields.direction!,
    entry: { label: 'Entry price' },
    stop: { label: 'Stop-loss price', hint: 'Below the entry for a buy, above it for a sell.' },
    target: { label: 'Target price', hint: 'Above the entry for a buy, below it for a sell.' },
  },
  formula: [
    'Risk in pips = |entry − stop-loss| ÷ pip size',
    'Reward in pips = |target − entry| ÷ pip size',
    'Ratio = 1 : reward ÷ risk',
  ],
  example: {
    intro: 'Buying EUR/USD at 1.0850 with a stop-loss at 1.0800 and a target at 1.0950.',
    steps: [
      'Risk: (1.0850 − 1.0800) ÷ 0.0001 = 50 pips.',
      'Reward: (1.0950 − 1.0850) ÷ 0.0001 = 100 pips.',
      'Ratio: 100 ÷ 50 = 2, written 1:2.00: the trade aims to make twice what it risks.',
    ],
  },
  mistakes: [
    'Placing the stop on the wrong side: for a sell the stop-loss sits above the entry.',
    'Judging a trade by its ratio alone: a 1:3 trade whose target is rarely reached can lose money over time.',
    'Moving the stop-loss further away once in the trade, which quietly changes the ratio you planned.',
  ],
};
