/** "1 minute", "10 minutes", "3 hours", "4 days", "2 months": a span of time as the review page words it. */
export function duration(minutesIn: number): string {
  const minutes = Math.max(1, Math.round(minutesIn));
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (minutes < 60) return unit(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return unit(hours, 'hour');
  const days = Math.round(hours / 24);
  if (days < 60) return unit(days, 'day');
  return unit(Math.round(days / 30), 'month');
}

/** "in 1 minute", "in 10 minutes", "in 3 hours", "in 4 days", "in 2 months": when a grade brings a card back. */
export function interval(fromIso: string, toIso: string): string {
  return `in ${duration((Date.parse(toIso) - Date.parse(fromIso)) / 60_000)}`;
}
