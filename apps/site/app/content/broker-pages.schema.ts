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

/** Copy of the broker pages: directory additions, broker page, compare page, best-for lists. */
export const brokerPagesCopySchema = z.object({
  /** The site's general CFD warning, shown where a broker has published no retail-loss figure. */
  generalRiskWarning: text,
  directory: z.object({
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
export type BrokerPagesCopy = z.infer<typeof brokerPagesCopySchema>;
