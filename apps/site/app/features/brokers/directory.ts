import type { BrokersCopy } from '~/content/brokers.schema';
/*
 * The public directory's filters and sort, read from the URL (a GET form, so they work without
 * JavaScript and can be shared), and the shape of the page's data. Shared by the route component and the
 * server; the URL is parsed on the server (parseDirectoryQuery in directory.server.ts), so the page's
 * JavaScript carries no zod.
 */

import type { ProductName } from './broker-facts';
import type { RatingPart } from './rating';

/** Upper bounds offered for "highest minimum deposit", in US dollars. */
export const depositLimits = [10, 100, 250, 500, 1000] as const;

export const sortOptions = [
  { value: 'rating', label: 'Highest rating' },
  { value: 'cost', label: 'Lowest cost per lot' },
  { value: 'deposit', label: 'Lowest minimum deposit' },
] as const;
export type DirectorySort = (typeof sortOptions)[number]['value'];

/** The filters and sort of one directory page; a missing filter means "any". */
export interface DirectoryQuery {
  platform?: string;
  regulator?: string;
  /** One of depositLimits. */
  maxDeposit?: number;
  /** Only brokers offering this product. */
  product?: ProductName;
  sort: DirectorySort;
}

/** The amount in a free-text minimum deposit such as `$1`, `$1,000` or `From 100 USD`; null when none. */
export function depositAmount(text: string): number | null {
  const match = /\d[\d,]*(?:\.\d+)?/.exec(text);
  if (!match) return null;
  const amount = Number(match[0].replace(/,/g, ''));
  return Number.isFinite(amount) ? amount : null;
}

/** What one card on the public page needs: plain data, no internal fields. */
export interface DirectoryBroker {
  id: string;
  name: string;
  description: string;
  logo: string;
  /** Computed from the stored figures by the published method (rating.ts); never typed in. */
  rating: number;
  ratingParts: RatingPart[];
  minDeposit: string;
  /** Derived from the stored spread and commission (pricing-labels.ts); null when no spread is stated. */
  spreads: string | null;
  leverage: string;
  tradingPlatforms: string[];
  regulation: string[];
  features: string[];
  /** `/go/<id>` when the broker has a referral link or a website, else null. */
  startHref: string | null;
  /** The broker's website, or null. */
  website: string | null;
  /** The broker's own page, /ib-partners/<slug>. */
  slug: string;
  /** Cost of a standard lot round turn on EUR/USD in USD; null when the spread is not stated. */
  costPerLot: number | null;
  /** The date the cost figures were checked (YYYY-MM-DD), or '' when not recorded. */
  figuresDate: string;
  /** That date in words, "as of 30 September 2026" (formatted on the server: the card ships no date code). */
  figuresAsOf: string;
  /** The broker's published retail-loss percentage and its date (YYYY-MM-DD or ''), or null. */
  retailLoss: { percent: number; date: string } | null;
}

/** The strings a directory card shows besides the broker's own figures. */
export interface DirectoryCardCopy {
  costLabel: string;
  viewBroker: string;
  compareCheckbox: string;
  notStated: string;
  generalRiskWarning: string;
}

/**
 * The directory's copy. The page is rendered per request, so its words travel with the loader data rather than in
 * the route's script, which every visit would download again and which held every broker page's copy.
 */
export interface DirectoryCopy {
  directory: BrokersCopy['directory'];
  disclosure: BrokersCopy['disclosure'];
  bestLists: Pick<BrokersCopy['bestLists'][number], 'slug' | 'title'>[];
  card: DirectoryCardCopy;
}

export interface Directory {
  copy: DirectoryCopy;
  /** The brokers after filtering and sorting. */
  brokers: DirectoryBroker[];
  /** Active brokers before filtering: zero means the "No Brokers Available" state. */
  total: number;
  query: DirectoryQuery;
  platforms: string[];
  regulators: string[];
  /** True when the brokers could not be loaded (shown as the empty state, as the original did). */
  failed: boolean;
  /** The brokers data version this page was built from (the render-cache key); null when unknown. */
  version: number | null;
}
