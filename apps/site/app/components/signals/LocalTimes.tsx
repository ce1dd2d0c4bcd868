import { useEffect } from 'react';

// dateStyle/timeStyle cannot be combined with timeZoneName: the parts are named one by one.
const options: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * Once scripts run, rewrites every `<time data-local-time>` in the visitor's own time zone. The server renders
 * GMT (the same for everyone, so the page can be cached) and the `datetime` attribute keeps the instant.
 */
export function LocalTimes() {
  useEffect(() => {
    // A task of its own after hydration: the browser's first Intl formatter loads its locale data (a long task
    // on a phone, lib/plain-format.ts), which should not lengthen hydration's.
    const timer = window.setTimeout(() => {
      const format = new Intl.DateTimeFormat(undefined, options);
      for (const element of document.querySelectorAll<HTMLTimeElement>('time[data-local-time]')) {
        const at = new Date(element.dateTime);
        if (!Number.isNaN(at.getTime())) element.textContent = format.format(at);
      }
    });
    return () => window.clearTimeout(timer);
  });
  return null;
}
