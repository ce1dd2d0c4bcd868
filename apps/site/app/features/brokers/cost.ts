/*
 * What one trade costs: a standard lot (100,000 units) of EUR/USD, opened and closed. On EUR/USD one pip is
 * 0.0001 × 100,000 = $10 per standard lot, so the spread costs pips × $10, and the commission (per round
 * turn, in USD) is added. Cents are kept exact by working in whole cents.
 */

import { groupedNumber, usDollars } from '~/platform/plain-format';

/** Dollars per pip on one standard lot of EUR/USD (a quote in USD). */
export const usdPerPipPerLot = 10;

/** The all-in cost of a standard lot round turn on EUR/USD, in USD; null when the spread is not stated. */
export function costPerLot(spreadPips: number | null, commissionUsd: number | null): number | null {
  if (spreadPips === null) return null;
  const cents = Math.round(spreadPips * usdPerPipPerLot * 100) + Math.round((commissionUsd ?? 0) * 100);
  return cents / 100;
}

const plain = (value: number) => groupedNumber(value, { max: 2 });

/** A dollar amount with cents: "$8.00". */
export const formatUsd = (amount: number) => usDollars(amount);

/** The cost worked out in words: "0.8 pips × $10 + $0 = $8.00"; null when the spread is not stated. */
export function costWorking(spreadPips: number | null, commissionUsd: number | null): string | null {
  const total = costPerLot(spreadPips, commissionUsd);
  if (total === null || spreadPips === null) return null;
  const unit = spreadPips === 1 ? 'pip' : 'pips';
  return `${plain(spreadPips)} ${unit} × $${usdPerPipPerLot} + $${plain(commissionUsd ?? 0)} = ${formatUsd(total)}`;
}
