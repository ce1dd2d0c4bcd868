import { z } from 'zod';

const text = z.string().trim().min(1);

/** Copy of the broker directory (/ib-partners); the page's h1, title and description live in pages.ts. */
export const ibPartnersCopySchema = z.object({
  intro: text,
  disclosure: z.object({ label: text, text }),
  /** Spec §2: the state with no active brokers (also shown when loading fails, spec §8). */
  empty: z.object({ heading: text, text }),
  /** Spec §2: shown while the list loads; here only during client-side transitions. */
  loading: text,
  noMatch: z.object({ heading: text, text }),
  filters: z.object({
    legend: text,
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

export const ibPartnersCopy = ibPartnersCopySchema.parse({
  intro:
    'Compare the brokers we partner with: ratings, minimum deposits, spreads, leverage, platforms and regulation. Check any broker’s terms and regulatory status on its own website before you open an account.',
  // Disclosed before the click (UK CAP code 2.1 and 3.1, US FTC Endorsement Guides): the links are paid.
  disclosure: {
    label: 'Advertising disclosure',
    text: 'This page contains affiliate links. If you open an account with a broker through a ‘Start Trading’ link, we may receive a commission from that broker, at no extra cost to you. Links marked ‘Ad’ are paid referral links.',
  },
  empty: {
    heading: 'No Brokers Available',
    text: "We're currently updating our broker partnerships. Please check back soon.",
  },
  loading: 'Loading brokers...',
  noMatch: {
    heading: 'No brokers match these filters',
    text: 'Try another platform or regulator, or a higher minimum deposit.',
  },
  filters: {
    legend: 'Filter and sort brokers',
    platform: 'Platform',
    anyPlatform: 'Any platform',
    regulator: 'Regulator',
    anyRegulator: 'Any regulator',
    maxDeposit: 'Highest minimum deposit',
    anyDeposit: 'Any amount',
    sort: 'Sort by',
    apply: 'Apply filters',
    clear: 'Clear filters',
  },
});
