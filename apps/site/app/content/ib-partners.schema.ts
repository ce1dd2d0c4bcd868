import { z } from 'zod';
import { text } from './schemas';

/** Copy of the broker directory (/ib-partners); the page's h1, title and description live in pages.ts. */
export const ibPartnersCopySchema = z.object({
  intro: text,
  disclosure: z.object({ label: text, text }),
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
});
export type IbPartnersCopy = z.infer<typeof ibPartnersCopySchema>;
