import type { RegulatorEntry } from './broker-facts';
import { costPerLot } from './cost';
import { bestTier } from './regulator-tiers';
import { publishedOn } from './risk';

/*
 * The directory's rating: computed from a broker's stored figures by the published method
 * (/ib-partners/rating-method), never typed in. Four parts add up to at most 5; each part's points and the reason
 * for them are kept so every page can show how the total was reached. Browser-safe.
 */

/** What the rating reads: nothing else about a broker changes it. */
export interface RatingInput {
  regulators: readonly Pick<RegulatorEntry, 'regulator'>[];
  spreadPips: number | null;
  commissionUsd: number | null;
  retailLossPercent: number | null;
  retailLossDate: string;
  tradingPlatforms: readonly string[];
}

export type RatingPartKey = 'regulation' | 'cost' | 'lossFigure' | 'platforms';

export interface RatingPart {
  key: RatingPartKey;
  label: string;
  points: number;
  max: number;
  /** Why these points, in words ("best regulator tier 1", "$8.00 per lot"). */
  reason: string;
}

export interface BrokerRating {
  /** The sum of the parts, to one decimal. */
  total: number;
  parts: RatingPart[];
}

/** The weights, as the method page states them: the parts' maxima add up to 5. */
export const ratingWeights = { regulation: 2, cost: 1.5, lossFigure: 1, platforms: 0.5 } as const;

/** Points for the best regulator tier: tier 1 all, tier 2 half, tier 3 or none nothing. */
export const tierPoints = { 1: 2, 2: 1, 3: 0 } as const;

/** Cost per lot (EUR/USD, round turn) at or below which the cost part is full, and at or above which it is zero. */
export const costScale = { full: 6, zero: 21 } as const;

/** Points per named platform, and how many platforms count. */
export const platformPoints = { each: 0.25, counted: 2 } as const;

const hundredths = (value: number) => Math.round(value * 100) / 100;

/** The cost part: full at `costScale.full` dollars or less, falling in a straight line to zero at `costScale.zero`. */
export function costPoints(cost: number | null): number {
  if (cost === null) return 0;
  const share = (costScale.zero - cost) / (costScale.zero - costScale.full);
  return hundredths(ratingWeights.cost * Math.min(1, Math.max(0, share)));
}

/** The distinct platforms a broker names (case-insensitive), blanks left out. */
function distinctPlatforms(platforms: readonly string[]): number {
  return new Set(platforms.map((name) => name.trim().toLowerCase()).filter(Boolean)).size;
}

/** The rating of one broker, with its parts, from its stored figures. */
export function brokerRating(broker: RatingInput): BrokerRating {
  const tier = bestTier(broker.regulators);
  const cost = costPerLot(broker.spreadPips, broker.commissionUsd);
  const lossDate = publishedOn(broker.retailLossDate);
  const platforms = Math.min(platformPoints.counted, distinctPlatforms(broker.tradingPlatforms));
  const parts: RatingPart[] = [
    {
      key: 'regulation',
      label: 'Regulation',
      points: tier === null ? 0 : tierPoints[tier],
      max: ratingWeights.regulation,
      reason: tier === null ? 'no regulator recorded' : `best regulator in tier ${tier}`,
    },
    {
      key: 'cost',
      label: 'Cost per lot',
      points: costPoints(cost),
      max: ratingWeights.cost,
      reason: cost === null ? 'EUR/USD spread not stated' : `$${cost.toFixed(2)} per standard lot of EUR/USD`,
    },
    {
      key: 'lossFigure',
      label: 'Loss figure',
      points:
        broker.retailLossPercent === null ? 0 : lossDate ? ratingWeights.lossFigure : ratingWeights.lossFigure / 2,
      max: ratingWeights.lossFigure,
      reason:
        broker.retailLossPercent === null
          ? 'no published share of losing retail accounts'
          : lossDate
            ? `${broker.retailLossPercent}% published ${lossDate}`
            : `${broker.retailLossPercent}% published, undated`,
    },
    {
      key: 'platforms',
      label: 'Platforms',
      points: hundredths(platforms * platformPoints.each),
      max: ratingWeights.platforms,
      reason: `${platforms === 1 ? '1 platform' : `${platforms} platforms`} counted`,
    },
  ];
  // Summed in whole hundredths, so a total on a rounding edge never falls on the wrong side by float error.
  const hundredthsSum = parts.reduce((sum, part) => sum + Math.round(part.points * 100), 0);
  const total = Math.round(hundredthsSum / 10) / 10;
  return { total, parts };
}
