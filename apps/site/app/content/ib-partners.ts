import type { IbPartnersCopy } from './ib-partners.schema';

/** Copy of the broker directory (/ib-partners); the page's h1, title and description live in pages.ts. */
export const ibPartnersCopy: IbPartnersCopy = {
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
    disclosure: 'Filters',
    active: 'active',
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
};
