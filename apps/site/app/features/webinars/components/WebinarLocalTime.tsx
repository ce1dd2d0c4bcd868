import { useEffect, useState } from 'react';
import { formatLocal } from '~/features/webinars/webinar-time';

/**
 * The start in the visitor's own zone ("16:00 your time, CET"), added once scripts run: the server renders GMT
 * only (the same for everyone, so the page can be cached) and hydration starts from that; the zone is read
 * right after, in a task of its own: the browser's first Intl formatter loads its locale data, a long task on
 * a phone that should not lengthen hydration's (platform/plain-format.ts). Without scripts the page reads fine in GMT.
 */
export function WebinarLocalTime({ startsAt }: { startsAt: string }) {
  const [local, setLocal] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setLocal(formatLocal(startsAt)));
    return () => window.clearTimeout(timer);
  }, [startsAt]);
  return local ? <span data-local-time="">{` (${local})`}</span> : null;
}
