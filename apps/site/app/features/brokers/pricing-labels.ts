import { groupedNumber, usDollars } from '~/platform/plain-format';
import { publishedOn } from './risk';

/*
 * Pricing words derived from the stored figures, so the copy cannot contradict them: "From 0.0 pips" appears only
 * when the stored minimum spread is 0.0, and any "From" figure always has the commission beside it; "Raw spread"
 * only when that 0.0 minimum comes with a commission. Typed marketing about spreads is not shown (publicFeatures).
 */

export interface PricingFigures {
  spreadPips: number | null;
  minSpreadPips: number | null;
  commissionUsd: number | null;
}

/** Pips with at least one decimal, as brokers quote them: 0 → "0.0", 0.25 → "0.25". */
export const pipsText = (pips: number) => `${groupedNumber(pips, { min: 1, max: 2 })} ${pips === 1 ? 'pip' : 'pips'}`;

/** The commission as a reader needs it beside a spread. */
function commissionText(commissionUsd: number | null): string {
  if (commissionUsd === null) return 'commission not stated';
  return commissionUsd === 0 ? 'no commission' : `+ ${usDollars(commissionUsd)} commission per lot`;
}

/** "From 0.0 pips (typical 0.1 pips) + $7.00 commission per lot"; null when no spread is stated. */
export function spreadLabel(figures: PricingFigures): string | null {
  const { spreadPips, minSpreadPips, commissionUsd } = figures;
  if (minSpreadPips === null && spreadPips === null) return null;
  const spread =
    minSpreadPips === null
      ? `Typical ${pipsText(spreadPips!)}`
      : `From ${pipsText(minSpreadPips)}${spreadPips === null ? '' : ` (typical ${pipsText(spreadPips)})`}`;
  return `${spread}, ${commissionText(commissionUsd)}`;
}

/** How the broker charges, from the figures: null when the commission is not stated. */
export function pricingModel(figures: PricingFigures): string | null {
  const { minSpreadPips, commissionUsd } = figures;
  if (commissionUsd === null) return null;
  if (commissionUsd === 0) return 'Spread only, no commission';
  return minSpreadPips === 0 ? 'Raw spread + commission' : 'Spread + commission';
}

// A typed feature that speaks about spreads, pips or commission would be a price claim the figures do not back.
const priceClaim = /\b(spreads?|pips?|commissions?|ecn|raw)\b/i;

/** The typed features a public page shows: blanks and price claims (which the figures state instead) left out. */
export function publicFeatures(features: readonly string[]): string[] {
  return features.filter((feature) => feature.trim() !== '' && !priceClaim.test(feature));
}

/** "as of 30 September 2026" for the date the figures were checked; "date not recorded" without one. */
export function asOfText(date: string): string {
  const day = publishedOn(date);
  return day ? `as of ${day}` : 'date not recorded';
}

/**
 * A swap per night in words: "−$6.20 charged", "$1.10 paid to you". A bare "$1.10" in a row of costs reads as a
 * charge, the opposite of a credit; the minus is the site's minus sign, as in every signed figure.
 */
export const swapText = (usd: number | null) => {
  if (usd === null) return null;
  if (usd < 0) return `\u2212${usDollars(-usd)} charged`;
  return usd > 0 ? `${usDollars(usd)} paid to you` : usDollars(0);
};
