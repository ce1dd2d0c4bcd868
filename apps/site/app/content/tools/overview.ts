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
    description:
      'How many lots to trade so that a stop-loss, spread and commission cost at most the share of your balance you chose.',
  },
  {
    title: 'Pip value calculator',
    href: '/tools/pip-value',
    description:
      'What one pip or point of a position is worth in your account currency: forex, gold, oil, indices and crypto.',
  },
  {
    title: 'Margin calculator',
    href: '/tools/margin',
    description: 'How much of your balance a position ties up as margin at your leverage.',
  },
  {
    title: 'Profit and loss calculator',
    href: '/tools/profit',
    description: 'The pips and money a trade made or lost, after spread, commission and swap if you enter them.',
  },
  {
    title: 'Risk-reward calculator',
    href: '/tools/risk-reward',
    description:
      'The risk and reward of a trade in pips or points, and the ratio between them, from its entry, stop and target.',
  },
  {
    title: 'Forex market hours',
    href: '/tools/market-hours',
    description: 'Which of the Sydney, Tokyo, London and New York sessions are open now, and when the next opens.',
  },
];
