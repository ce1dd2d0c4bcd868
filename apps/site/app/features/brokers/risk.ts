/*
 * The risk statement beside a broker's 'Start Trading' button, with its source: the broker's own retail-loss figure,
 * in the words ESMA's product intervention requires of the provider, with the date it was published.
 */

import { longDateUtc } from '~/platform/plain-format';

/** "74% of retail investor accounts lose money when trading CFDs with this provider." */
export function retailLossText(percent: number): string {
  return `${percent}% of retail investor accounts lose money when trading CFDs with this provider.`;
}

/** "30 September 2026" for a YYYY-MM-DD date; '' when there is none or it is not a date. */
export function publishedOn(date: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && Number.isFinite(time) ? longDateUtc(time) : '';
}

/** The whole statement: the broker's figure with its date, or the site's general warning when it has none. */
export function brokerRiskStatement(
  retailLoss: { percent: number; date: string } | null,
  generalWarning: string,
): string {
  if (!retailLoss) return generalWarning;
  const date = publishedOn(retailLoss.date);
  return date
    ? `${retailLossText(retailLoss.percent)} (Published by the broker, ${date}.)`
    : retailLossText(retailLoss.percent);
}
