import { monthNames as months } from '~/platform/plain-format';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "Thursday, 30 October 2025, 15:00 GMT" (the original site's form), computed in UTC so every reader sees the same text. */
export function formatGmt(startsAt: string): string {
  const date = new Date(startsAt);
  const time = `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`;
  return `${weekdays[date.getUTCDay()]}, ${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${time} GMT`;
}

/** The admin form's date and time fields (GMT) for a stored start. */
export function gmtFields(startsAt: string): { startDate: string; startTime: string } {
  const iso = new Date(startsAt).toISOString();
  return { startDate: iso.slice(0, 10), startTime: iso.slice(11, 16) };
}

/**
 * "16:00 your time, CET" in the reader's zone (the browser's); the date is added when it differs from the
 * GMT date. `timeZone` is for tests.
 */
export function formatLocal(startsAt: string, timeZone?: string): string {
  const date = new Date(startsAt);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')}`;
  const sameDay = Number(part('day')) === date.getUTCDate();
  const day = sameDay ? '' : `${part('weekday')}, ${part('day')} ${part('month')}, `;
  return `${day}${time} your time, ${part('timeZoneName')}`;
}
