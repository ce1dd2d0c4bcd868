import { z } from 'zod';
import { text } from './schemas';

/** One "best for" list: its address, heading, and the rule that computes it, written as the reader sees it. */
export const bestListSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  /** Shown at the top of the list (the rule, never a hand-made order). */
  rule: text,
  description: text,
});
export type BestListCopy = z.infer<typeof bestListSchema>;

/**
 * Copy of the broker pages: the directory (/ib-partners; its h1, title and description live in the site page book),
 * the broker page, the compare page and the best-for lists.
 */
export const brokersCopySchema = z.object({
  /** Disclosed before the click on every page that links out to a broker. */
  disclosure: z.object({ label: text, text }),
  /** The site's general CFD warning, shown where a broker has published no retail-loss figure. */
  generalRiskWarning: text,
  directory: z.object({
    intro: text,
    /** The state with no active brokers (also shown when loading fails, as the original did). */
    empty: z.object({ heading: text, text }),
    /** Shown while the list loads; here only during client-side transitions. */
    loading: text,
    noMatch: z.object({ heading: text, text }),
    filters: z.object({
      legend: text,
      /** Phones: the disclosure the form folds behind, and the word after the number of filters in force. */
      disclosure: text,
      active: text,
      platform: text,
      anyPlatform: text,
      regulator: text,
      anyRegulator: text,
      maxDeposit: text,
      anyDeposit: text,
      sort: text,
      apply: text,
      clear: text,
    }),
    product: text,
    anyProduct: text,
    costLabel: text,
    compareLegend: text,
    compareCheckbox: text,
    compareButton: text,
    compareHint: text,
    viewBroker: text,
    bestListsHeading: text,
  }),
  brokerPage: z.object({
    costHeading: text,
    costExplained: text,
    regulatorsHeading: text,
    noRegulators: text,
    factsHeading: text,
    notStated: text,
    illustrative: text,
    backToDirectory: text,
    goneHeading: text,
    goneText: text,
  }),
  compare: z.object({
    h1: text,
    intro: text,
    best: text,
    tooMany: text,
    unknown: text,
    tooFew: text,
    pick: text,
  }),
  /** The rule every best-for list applies before its own (features/brokers/best-lists.ts eligibleForBestLists). */
  bestListsCommonRule: text,
  bestLists: z.array(bestListSchema).min(1),
});
export type BrokersCopy = z.infer<typeof brokersCopySchema>;
