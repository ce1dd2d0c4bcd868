import { useEffect } from 'react';
import { formatAtOffset } from '~/features/signals/signal-format';

/**
 * Once scripts run, rewrites every `<time data-local-time>` in the visitor's own time zone, in the server's
 * format (`25 Nov 2026 15:05 GMT+1`): the server renders GMT (the same for everyone, so the page can be cached)
 * and the `datetime` attribute keeps the instant. The offset comes from Date, not Intl: no locale data to load
 * while the page hydrates, and the text keeps its length, so no column widens after hydration.
 */
export function LocalTimes() {
  useEffect(() => {
    for (const element of document.querySelectorAll<HTMLTimeElement>('time[data-local-time]')) {
      const at = new Date(element.dateTime);
      // getTimezoneOffset is minutes west of GMT at that instant (summer time included).
      if (!Number.isNaN(at.getTime())) element.textContent = formatAtOffset(element.dateTime, -at.getTimezoneOffset());
    }
  });
  return null;
}
