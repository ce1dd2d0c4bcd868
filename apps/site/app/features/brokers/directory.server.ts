import { z } from 'zod';
import type { Broker } from './broker-schema';
import { safeHttpUrl } from './broker-schema';
import type { BrokerService } from './brokers.server';
import { productNames } from './broker-details';
import { costPerLot } from './cost';
import { asOfText, publicFeatures, spreadLabel } from './pricing-labels';
import { brokerRating } from './rating';
import { type Directory, type DirectoryBroker, type DirectoryQuery, depositAmount, depositLimits } from './directory';
import { currentRequestId } from '~/platform/http/request-id.server';
import { directoryPageCopy } from './directory-copy';

const optionalText = z
  .string()
  .trim()
  .max(100)
  .optional()
  .catch(undefined)
  .transform((value) => value || undefined);

/** Unknown or malformed parameters are ignored rather than failing the page. */
export const directoryQuerySchema = z.object({
  platform: optionalText,
  regulator: optionalText,
  maxDeposit: z.coerce
    .number()
    .refine((value) => (depositLimits as readonly number[]).includes(value))
    .optional()
    .catch(undefined),
  product: z.enum(productNames).optional().catch(undefined),
  sort: z.enum(['rating', 'cost', 'deposit']).catch('rating').default('rating'),
}) satisfies z.ZodType<DirectoryQuery>;

/** Reads the filters from URL search parameters; empty values mean "any". */
export function parseDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  const raw: Record<string, string> = {};
  for (const key of ['platform', 'regulator', 'maxDeposit', 'product', 'sort'] as const) {
    const value = params.get(key);
    if (value) raw[key] = value;
  }
  return directoryQuerySchema.parse(raw);
}

/** The filter values the directory offers: those of its active brokers. */
export interface DirectoryOptions {
  platforms: readonly string[];
  regulators: readonly string[];
}

/**
 * The directory's query reduced to what changes the page, in a fixed order (`?platform=MT5&sort=deposit`,
 * or ''): the page cache's key. Unknown parameters, values no broker has and the default sort are dropped,
 * so junk in the URL cannot multiply cache entries (the page for a dropped value is the same as without it,
 * except a platform or regulator no broker has, which now shows every broker instead of none).
 */
export function canonicalDirectorySearch(params: URLSearchParams, options: DirectoryOptions): string {
  const query = parseDirectoryQuery(params);
  const canonical = new URLSearchParams();
  const platform = query.platform && options.platforms.find((value) => sameText(value, query.platform!));
  const regulator = query.regulator && options.regulators.find((value) => sameText(value, query.regulator!));
  if (platform) canonical.set('platform', platform);
  if (regulator) canonical.set('regulator', regulator);
  if (query.maxDeposit !== undefined) canonical.set('maxDeposit', String(query.maxDeposit));
  if (query.product) canonical.set('product', query.product);
  if (query.sort !== 'rating') canonical.set('sort', query.sort);
  const search = canonical.toString();
  return search ? `?${search}` : '';
}

/** A broker as its directory card shows it. */
export function toDirectoryBroker(broker: Broker): DirectoryBroker {
  const website = safeHttpUrl(broker.website);
  const referral = safeHttpUrl(broker.referralLink);
  const rating = brokerRating(broker);
  return {
    id: broker.id,
    name: broker.name,
    description: broker.description,
    logo: broker.logo,
    rating: rating.total,
    ratingParts: rating.parts,
    minDeposit: broker.minDeposit,
    // The typed "Spreads" text is marketing that may contradict the figures: the label is derived instead.
    spreads: spreadLabel(broker),
    leverage: broker.leverage,
    // Storage keeps empty platform entries (the original's quirk); a blank tag says nothing on the public card.
    tradingPlatforms: broker.tradingPlatforms.filter(Boolean),
    regulation: broker.regulation.filter(Boolean),
    features: publicFeatures(broker.features),
    startHref: referral || website ? `/go/${encodeURIComponent(broker.id)}` : null,
    website,
    slug: broker.slug,
    costPerLot: costPerLot(broker.spreadPips, broker.commissionUsd),
    figuresDate: broker.figuresDate,
    figuresAsOf: asOfText(broker.figuresDate),
    retailLoss:
      broker.retailLossPercent === null ? null : { percent: broker.retailLossPercent, date: broker.retailLossDate },
  };
}

/** The minimum deposit as a number: the stated amount, else one read from the display text; null when neither. */
export function minimumDeposit(broker: Broker): number | null {
  return broker.minDepositAmount ?? depositAmount(broker.minDeposit);
}

/** Lower first, unknown last: the order of "lowest cost" and "lowest deposit". */
const ascending = (a: number | null, b: number | null) =>
  (a ?? Number.POSITIVE_INFINITY) - (b ?? Number.POSITIVE_INFINITY) || 0;

const rating = (broker: Broker) => brokerRating(broker).total;

/** The directory's orders; ties go to the higher computed rating, then the name. */
export const brokerOrders = {
  rating: () => 0,
  cost: (a: Broker, b: Broker) =>
    ascending(costPerLot(a.spreadPips, a.commissionUsd), costPerLot(b.spreadPips, b.commissionUsd)),
  deposit: (a: Broker, b: Broker) => ascending(minimumDeposit(a), minimumDeposit(b)),
} as const;

/** Sorts brokers by `sort`, ties by computed rating (highest first) then name. */
export function sortBrokers(brokers: readonly Broker[], sort: DirectoryQuery['sort']): Broker[] {
  return [...brokers].sort((a, b) => brokerOrders[sort](a, b) || rating(b) - rating(a) || a.name.localeCompare(b.name));
}

const distinctSorted = (lists: string[][]) =>
  [...new Set(lists.flat().filter(Boolean))].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));

const sameText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/** The platforms and regulators of these brokers, for the filter menus. */
export function directoryOptions(active: readonly Broker[]): { platforms: string[]; regulators: string[] } {
  return {
    platforms: distinctSorted(active.map((broker) => broker.tradingPlatforms)),
    regulators: distinctSorted(active.map((broker) => broker.regulation)),
  };
}

/** Filters and sorts the active brokers for the public page. */
export function buildDirectory(active: Broker[], query: DirectoryQuery): Directory {
  const { platforms, regulators } = directoryOptions(active);
  let brokers = active;
  if (query.platform) brokers = brokers.filter((b) => b.tradingPlatforms.some((p) => sameText(p, query.platform!)));
  if (query.regulator) brokers = brokers.filter((b) => b.regulation.some((r) => sameText(r, query.regulator!)));
  if (query.maxDeposit !== undefined) {
    const limit = query.maxDeposit;
    // A deposit we cannot read cannot be shown to be under the limit.
    brokers = brokers.filter((b) => {
      const amount = minimumDeposit(b);
      return amount !== null && amount <= limit;
    });
  }
  if (query.product) brokers = brokers.filter((b) => b.products.includes(query.product!));
  const sorted = sortBrokers(brokers, query.sort);
  return {
    copy: directoryPageCopy,
    brokers: sorted.map(toDirectoryBroker),
    total: active.length,
    query,
    platforms,
    regulators,
    failed: false,
    version: null,
  };
}

/**
 * The public directory for a query. A load failure is logged with its context and shown as the
 * empty state (as the original did: logged, loading ends, the empty-state message shown).
 */
export async function loadDirectory(service: () => Promise<BrokerService>, query: DirectoryQuery): Promise<Directory> {
  try {
    const { version, brokers } = await (await service()).activeSnapshot();
    return { ...buildDirectory(brokers, query), version };
  } catch (error) {
    console.error('[ib-partners] could not load the broker directory', { query, requestId: currentRequestId() }, error);
    return {
      copy: directoryPageCopy,
      brokers: [],
      total: 0,
      query,
      platforms: [],
      regulators: [],
      failed: true,
      version: null,
    };
  }
}

/**
 * Where /go/:id sends a visitor: the referral link, else the website, normalised; null when
 * neither is a safe http(s) URL. Rows stored before the CR/LF fix (or written to the database directly)
 * may hold control characters, which would make the Location header throw (a 500): such a value is skipped.
 */
export function clickOutTarget(broker: Broker): string | null {
  return safeHttpUrl(broker.referralLink) ?? safeHttpUrl(broker.website);
}

/**
 * The path of a same-origin Referer (with its query, which carries the filters), else null.
 * Other sites' URLs are not ours to keep.
 */
export function sameOriginReferrerPath(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    const here = new URL(request.url);
    if (from.host !== here.host) return null;
    return (from.pathname + from.search).slice(0, 500);
  } catch {
    return null;
  }
}
