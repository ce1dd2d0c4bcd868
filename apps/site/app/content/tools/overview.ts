import type { ToolCard, ToolsOverview } from './tools.schema';

/** Copy of /tools. */
export const toolsOverview: ToolsOverview = {
  lead: 'The courses teach the 1-2% rule, lot sizes and sessions; these tools work them out for your own trades and show how, step by step.',
  heading: 'Calculators and market hours',
};

/** The trader tools, in the order of /tools and the header's dropdown. */
export const toolCards: ToolCard[] = [
  {
    title: 'Position size calculator',
    href: '/tools/position-size',
    description: 'How many lots to trade so that a stop-loss costs exactly the share of your balance you chose.',
  },
  {
    title: 'Pip value calculator',
    href: '/tools/pip-value',
    description: 'What one pip of a position is worth in your account currency, for any pair, JPY pairs included.',
  },
  {
    title: 'Margin calculator',
    href: '/tools/margin',
    description: 'How much of your balance a position ties up as margin at your leverage.',
  },
  {
    title: 'Profit and loss calculator',
    href: '/tools/profit',
    description: 'The pips and money a trade made or lost between its opening and closing prices.',
  },
  {
    title: 'Risk-reward calculator',
    href: '/tools/risk-reward',
    description: 'The risk and reward of a trade in pips, and the ratio between them, from its entry, stop and target.',
  },
  {
    title: 'Forex market hours',
    href: '/tools/market-hours',
    description: 'Which of the Sydney, Tokyo, London and New York sessions are open now, and when the next opens.',
  },
];
