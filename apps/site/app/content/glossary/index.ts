import type { GlossaryTerm } from './glossary.schema';

/*
 * A stand-in list of five terms so the search and the daily review can be built beside the glossary: the glossary's
 * own list replaces this file at merge (same export, sorted by term).
 */
export const glossaryTerms: GlossaryTerm[] = [
  {
    slug: 'lot',
    term: 'Lot',
    aliases: ['lots', 'standard lot', 'lot size'],
    definition:
      'A lot is the unit a trade size is counted in; one standard forex lot is 100,000 units of the base currency.',
    explanation:
      'Brokers size forex trades in lots: a standard lot of 100,000 units, a mini lot of 10,000 and a micro lot of 1,000. The lot size sets how much each pip of movement is worth.',
    related: ['pip', 'margin'],
    links: [{ label: 'Pip value calculator', href: '/tools/pip-value' }],
  },
  {
    slug: 'margin',
    term: 'Margin',
    aliases: ['required margin', 'used margin'],
    definition: 'Margin is the part of your account a broker sets aside to keep a leveraged position open.',
    explanation:
      'With leverage you control a position larger than your deposit; the broker holds margin as security. At 1:30 leverage a position worth 30,000 needs 1,000 of margin.',
    related: ['margin-call', 'lot'],
    links: [{ label: 'Margin calculator', href: '/tools/margin' }],
  },
  {
    slug: 'margin-call',
    term: 'Margin call',
    aliases: ['margin calls'],
    definition:
      'A margin call is the broker’s warning that your equity has fallen close to the margin your open positions need.',
    explanation:
      'When losses shrink your equity towards the margin in use, the broker warns you; if the margin level keeps falling it closes positions for you (the stop-out).',
    related: ['margin'],
    links: [{ label: 'Margin calculator', href: '/tools/margin' }],
  },
  {
    slug: 'pip',
    term: 'Pip',
    aliases: ['pips', 'percentage in point'],
    definition:
      'A pip is the standard unit of a currency pair’s price move: 0.0001 for most pairs and 0.01 for yen pairs.',
    explanation:
      'Prices of most currency pairs are quoted to four decimals plus a fractional fifth (the pipette); a move from 1.1000 to 1.1001 is one pip.',
    related: ['lot', 'spread'],
    links: [{ label: 'Pip value calculator', href: '/tools/pip-value' }],
  },
  {
    slug: 'spread',
    term: 'Spread',
    aliases: ['bid-ask spread', 'spreads'],
    definition: 'The spread is the difference between the bid and the ask price of an instrument, paid on every trade.',
    explanation:
      'You buy at the ask and sell at the bid, so a new position starts at a small loss equal to the spread. Brokers quote it in pips for forex.',
    related: ['pip'],
    links: [],
  },
];
