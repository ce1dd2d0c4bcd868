import { pageBook } from '../page-book.ts';

/** The glossary's index page; each term's page takes its title and description from the term (content/glossary/). */
export const glossaryPages = pageBook([
  {
    path: '/glossary',
    label: 'Glossary',
    h1: 'Trading Glossary',
    title: 'Trading Glossary: Forex and CFD Terms From A to Z',
    description:
      'Plain-English definitions of the trading terms a beginner meets: pips, lots, spread, leverage, margin call, stop-loss and more, each with an example.',
  },
]);
