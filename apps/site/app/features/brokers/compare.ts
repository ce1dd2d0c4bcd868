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

/** The rows of the comparison, in display order. */
export function compareRows(brokers: readonly BrokerProfile[]): CompareRow[] {
  const row = (label: string, values: (string | null)[], best: number[] = []): CompareRow => ({ label, values, best });
  const each = <T>(pick: (broker: BrokerProfile) => T) => brokers.map(pick);
  return [
    row(
      'Cost per lot (EUR/USD)',
      each((b) => (b.costPerLot === null ? null : formatUsd(b.costPerLot))),
      bestIndexes(
        each((b) => b.costPerLot),
        'lower',
      ),
    ),
    row(
      'Costs and fees checked',
      each((b) => b.figuresAsOf),
    ),
    row(
      'Spread and commission',
      each((b) => b.spreads),
    ),
    row(
      'Typical EUR/USD spread',
      each((b) => (b.spreadPips === null ? null : `${b.spreadPips} pips`)),
      bestIndexes(
        each((b) => b.spreadPips),
        'lower',
      ),
    ),
    row(
      'Commission per lot',
      each((b) => (b.commissionUsd === null ? null : formatUsd(b.commissionUsd))),
      bestIndexes(
        each((b) => b.commissionUsd),
        'lower',
      ),
    ),
    row(
      'Swap per lot per night, EUR/USD long',
      each((b) => swapText(b.swapLongUsd)),
    ),
    row(
      'Swap per lot per night, EUR/USD short',
      each((b) => swapText(b.swapShortUsd)),
    ),
    row(
      'Inactivity fee per month',
      each((b) => (b.inactivityFeeUsd === null ? null : formatUsd(b.inactivityFeeUsd))),
    ),
    row(
      'Withdrawal fee',
      each((b) => (b.withdrawalFeeUsd === null ? null : formatUsd(b.withdrawalFeeUsd))),
    ),
    row(
      'Minimum deposit',
      each((b) => depositText(b) ?? b.minDeposit),
      bestIndexes(depositNumbers(brokers), 'lower'),
    ),
    row(
      'Rating (computed, 0-5)',
      each((b) => String(b.rating)),
      bestIndexes(
        each((b) => b.rating),
        'higher',
      ),
    ),
    row(
      'Maximum retail leverage',
      each((b) => leverageText(b.maxLeverage)),
    ),
    row(
      'Leverage by entity',
      each((b) => b.leverage),
    ),
    row(
      'Regulators',
      each(
        (b) =>
          list(
            b.regulators.map(
              (r) => `${r.regulator} (tier ${regulatorTier(r.regulator)}${r.licence ? `, licence ${r.licence}` : ''})`,
            ),
          ) ?? list(b.regulation),
      ),
    ),
    row(
      'Retail accounts losing money',
      each((b) => (b.retailLoss ? `${b.retailLoss.percent}%${lossDate(b.retailLoss.date)}` : null)),
    ),
    row(
      'Platforms',
      each((b) => list(b.tradingPlatforms)),
    ),
    row(
      'Products',
      each((b) => list(b.products.map((p) => productLabels[p]))),
    ),
    row(
      'Demo account',
      each((b) => yesNoText(b.demoAccount)),
    ),
    row(
      'Islamic (swap-free) account',
      each((b) => yesNoText(b.islamicAccount)),
    ),
    row(
      'Deposit methods',
      each((b) => list(b.depositMethods)),
    ),
    row(
      'Founded',
      each((b) => (b.yearFounded === null ? null : String(b.yearFounded))),
    ),
    row(
      'Headquarters',
      each((b) => b.headquarters || null),
    ),
  ];
}
