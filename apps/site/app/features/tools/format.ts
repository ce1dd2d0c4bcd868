/*
 * How the tools write numbers: always en-US grouping and exactly the decimals asked, so the server's HTML and
 * the browser's render agree (hydration) whatever the visitor's locale.
 */

import { groupedNumber } from '~/platform/plain-format';

/** 1234.5 → "1,234.50" with two decimals; "−" for negatives (a true minus sign, read as "minus"). */
export function formatNumber(value: number, decimals: number): string {
  const format = (figure: number) => groupedNumber(figure, { min: decimals, max: decimals });
  const text = format(Math.abs(value));
  return value < 0 && text !== format(0) ? `\u2212${text}` : text;
}

const symbols: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', JPY: '¥' };

/** 6.666 in USD → "$6.67"; −1000 in EUR → "−€1,000.00". */
export function formatMoney(value: number, currency: string): string {
  const text = formatNumber(value, 2);
  const symbol = symbols[currency] ?? `${currency} `;
  return text.startsWith('\u2212') ? `\u2212${symbol}${text.slice(1)}` : `${symbol}${text}`;
}

/** A signed figure: "+100.0", "−100.0", "0.0". */
export function formatSigned(value: number, decimals: number): string {
  const text = formatNumber(value, decimals);
  return value > 0 && Number(text.replace(/,/g, '')) !== 0 ? `+${text}` : text;
}
