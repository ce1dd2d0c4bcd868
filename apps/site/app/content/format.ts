import type { HoursRange } from './schemas';

/** "2-3 hours" for a range; "1 hour" style for a single value. */
export function formatHours(hours: HoursRange): string {
  return hours.min === hours.max ? `${hours.min} hour${hours.min === 1 ? '' : 's'}` : `${hours.min}-${hours.max} hours`;
}
