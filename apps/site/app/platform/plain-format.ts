/*
 * Numbers and dates written without Intl, for code that runs while a page hydrates. A browser's first Intl
 * formatter loads its locale data: 60-160 ms of main thread on a mid-range phone (Chromium at 4× CPU slowdown,
 * measured 2026-11-25), one long task that Lighthouse counts as blocking time. The output is what
 * `Intl.NumberFormat('en-US')` and an en-GB UTC long date give, so server and browser agree (unit-tested
 * against Intl on the server).
 */

/** English month names, January first. */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export interface DecimalsOptions {
  /** Decimals always written (trailing zeros kept up to here). Default 0. */
  min?: number;
  /** Decimals at most, rounded half away from zero as Intl does. Default 3 (Intl's default). */
  max?: number;
}

/** 1234.5 → "1,234.5" (en-US grouping); "-1,234.5" for negatives, as Intl.NumberFormat('en-US') writes them. */
export function groupedNumber(value: number, { min = 0, max = Math.max(min, 3) }: DecimalsOptions = {}): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const negative = value < 0 || Object.is(value, -0);
  const { whole, fraction } = roundDecimal(Math.abs(value), max);
  let decimals = fraction.replace(/0+$/, '');
  if (decimals.length < min) decimals = decimals.padEnd(min, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${negative ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/** "$8.00" with two decimals, "$1,000" with none: Intl's en-US USD currency format. */
export function usDollars(value: number, decimals = 2): string {
  const text = groupedNumber(value, { min: decimals, max: decimals });
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** "30 September 2026" for an instant, read in UTC (en-GB long date). */
export function longDateUtc(time: number | Date): string {
  const date = new Date(time);
  return `${date.getUTCDate()} ${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * The decimal digits of a non-negative finite number rounded to `decimals` places, half away from zero, on its
 * shortest decimal form (as Intl rounds: 1.005 → "1.01", where toFixed gives "1.00").
 */
function roundDecimal(value: number, decimals: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const [intPart = '0', fracPart = ''] = mantissa.split('.');
  let digits = intPart + fracPart;
  // Where the decimal point sits within `digits` (may be negative or beyond the end).
  let point = intPart.length + Number(exponent);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (digits.length < point) digits = digits.padEnd(point, '0');
  const keep = point + decimals;
  let kept = digits.slice(0, keep).padEnd(keep, '0');
  if ((digits[keep] ?? '0') >= '5') {
    kept = increment(kept);
    if (kept.length > keep) point += 1;
  }
  const whole = kept.slice(0, point).replace(/^0+(?=\d)/, '') || '0';
  return { whole, fraction: kept.slice(point) };
}

/** "0199" → "0200", "999" → "1000". */
function increment(digits: string): string {
  const out = digits.split('');
  for (let index = out.length - 1; index >= 0; index -= 1) {
    if (out[index] !== '9') {
      out[index] = String(Number(out[index]) + 1);
      return out.join('');
    }
    out[index] = '0';
  }
  return `1${out.join('')}`;
}
