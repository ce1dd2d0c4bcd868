import { comparePath } from './broker-paths';
import { productLabels } from './broker-facts';
import { formatUsd } from './cost';
import { swapText } from './pricing-labels';
import { regulatorTier } from './regulator-tiers';
import { publishedOn } from './risk';
import { type BrokerProfile, depositText, leverageText, yesNoText } from './profile';

/*
 * The compare page: which brokers the URL asks for, and the rows shown side by side. Rows whose
 * numbers have a clear "better" (lower cost, lower deposit, higher computed rating) mark the best value in words;
 * leverage and the retail-loss figure are shown but not ranked: more leverage is more risk, not better.
 */

/** At most this many brokers side by side. */
export const maxCompared = 3;
// Bounds on what the URL may carry, whatever it holds.
const maxTokens = 20;
const maxTokenLength = 80;

/** The slugs a compare URL names (`?brokers=a,b` or, from the form without JavaScript, `?brokers=a&brokers=b`). */
export function requestedSlugs(params: URLSearchParams): string[] {
  const tokens = params
    .getAll('brokers')
    .join(',')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token !== '' && token.length <= maxTokenLength);
  return [...new Set(tokens)].slice(0, maxTokens);
}

/** The shareable URL of a comparison: `/ib-partners/compare?brokers=a,b,c`. */
export const compareHref = (slugs: readonly string[]) =>
  `${comparePath}${slugs.length > 0 ? `?brokers=${slugs.join(',')}` : ''}`;

export interface CompareSelection {
  /** The brokers shown, in the order asked (at most three). */
  brokers: BrokerProfile[];
  /** Slugs that name no listed broker (at most three shown). */
  unknown: string[];
  /** More than three known brokers were asked for. */
  tooMany: boolean;
}

/** Picks the listed brokers the URL names, keeping the valid ones when some are unknown or there are too many. */
export function selectCompared(slugs: readonly string[], listed: readonly BrokerProfile[]): CompareSelection {
  const bySlug = new Map(listed.map((broker) => [broker.slug, broker]));
  const known = slugs.flatMap((slug) => bySlug.get(slug) ?? []);
  const unknown = slugs.filter((slug) => !bySlug.has(slug)).slice(0, maxCompared);
  return { brokers: known.slice(0, maxCompared), unknown, tooMany: known.length > maxCompared };
}

export interface CompareRow {
  label: string;
  /** One display value per broker, null when not stated. */
  values: (string | null)[];
  /** Indexes of the best value(s) in this row; empty when the row is not ranked or nothing can be ranked. */
  best: number[];
}

/** Indexes of the lowest (or highest) stated number; none when fewer than two are stated or all are equal. */
export function bestIndexes(numbers: readonly (number | null)[], better: 'lower' | 'higher'): number[] {
  const stated = numbers.filter((value): value is number => value !== null);
  if (stated.length < 2 || stated.every((value) => value === stated[0])) return [];
  const target = better === 'lower' ? Math.min(...stated) : Math.max(...stated);
  return numbers.flatMap((value, index) => (value === target ? [index] : []));
}

const lossDate = (date: string) => (publishedOn(date) ? ` (published ${publishedOn(date)})` : '');

const list = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : null);

/** A deposit comparable across brokers only when every stated one is in the same currency. */
function depositNumbers(brokers: readonly BrokerProfile[]): (number | null)[] {
  const currencies = new Set(
    brokers.filter((b) => b.minDepositAmount !== null).map((b) => b.minDepositCurrency || 'USD'),
  );
  return currencies.size <= 1 ? brokers.map((b) => b.minDepositAmount) : brokers.map(() => null);
}

/** A row of the comparison: its label, each broker's text, and the numbers that pick its best value, if any. */
interface RowSpec {
  label: string;
  text: (broker: BrokerProfile) => string | null;
  best?: { numbers: (brokers: readonly BrokerProfile[]) => (number | null)[]; better: 'lower' | 'higher' };
}

const lowest = (pick: (broker: BrokerProfile) => number | null) =>
  ({ numbers: (brokers: readonly BrokerProfile[]) => brokers.map(pick), better: 'lower' }) as const;
const highest = (pick: (broker: BrokerProfile) => number | null) =>
  ({ numbers: (brokers: readonly BrokerProfile[]) => brokers.map(pick), better: 'higher' }) as const;
const usd = (value: number | null) => (value === null ? null : formatUsd(value));

const regulatorsText = (b: BrokerProfile) =>
  list(
    b.regulators.map(
      (r) => `${r.regulator} (tier ${regulatorTier(r.regulator)}${r.licence ? `, licence ${r.licence}` : ''})`,
    ),
  ) ?? list(b.regulation);

/** The rows of the comparison, in display order. */
const rowSpecs: readonly RowSpec[] = [
  { label: 'Cost per lot (EUR/USD)', text: (b) => usd(b.costPerLot), best: lowest((b) => b.costPerLot) },
  { label: 'Costs and fees checked', text: (b) => b.figuresAsOf },
  { label: 'Spread and commission', text: (b) => b.spreads },
  {
    label: 'Typical EUR/USD spread',
    text: (b) => (b.spreadPips === null ? null : `${b.spreadPips} pips`),
    best: lowest((b) => b.spreadPips),
  },
  { label: 'Commission per lot', text: (b) => usd(b.commissionUsd), best: lowest((b) => b.commissionUsd) },
  { label: 'Swap per lot per night, EUR/USD long', text: (b) => swapText(b.swapLongUsd) },
  { label: 'Swap per lot per night, EUR/USD short', text: (b) => swapText(b.swapShortUsd) },
  { label: 'Inactivity fee per month', text: (b) => usd(b.inactivityFeeUsd) },
  { label: 'Withdrawal fee', text: (b) => usd(b.withdrawalFeeUsd) },
  {
    label: 'Minimum deposit',
    text: (b) => depositText(b) ?? b.minDeposit,
    best: { numbers: depositNumbers, better: 'lower' },
  },
  { label: 'Rating (computed, 0-5)', text: (b) => String(b.rating), best: highest((b) => b.rating) },
  { label: 'Maximum retail leverage', text: (b) => leverageText(b.maxLeverage) },
  { label: 'Leverage by entity', text: (b) => b.leverage },
  { label: 'Regulators', text: regulatorsText },
  {
    label: 'Retail accounts losing money',
    text: (b) => (b.retailLoss ? `${b.retailLoss.percent}%${lossDate(b.retailLoss.date)}` : null),
  },
  { label: 'Platforms', text: (b) => list(b.tradingPlatforms) },
  { label: 'Products', text: (b) => list(b.products.map((p) => productLabels[p])) },
  { label: 'Demo account', text: (b) => yesNoText(b.demoAccount) },
  { label: 'Islamic (swap-free) account', text: (b) => yesNoText(b.islamicAccount) },
  { label: 'Deposit methods', text: (b) => list(b.depositMethods) },
  { label: 'Founded', text: (b) => (b.yearFounded === null ? null : String(b.yearFounded)) },
  { label: 'Headquarters', text: (b) => b.headquarters || null },
];

/** The rows of the comparison for these brokers, in display order. */
export function compareRows(brokers: readonly BrokerProfile[]): CompareRow[] {
  return rowSpecs.map(({ label, text, best }) => ({
    label,
    values: brokers.map((broker) => text(broker)),
    best: best ? bestIndexes(best.numbers(brokers), best.better) : [],
  }));
}
