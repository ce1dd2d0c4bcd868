import { useSyncExternalStore } from 'react';
import { formatLocal } from '~/lib/webinars/webinar-time';

const noSubscription = () => () => {};

/**
 * The start in the visitor's own zone ("16:00 your time, CET"), added once scripts run: the server renders GMT
 * only (the same for everyone, so the page can be cached) and hydration starts from that; the zone is read
 * right after. Without scripts the page reads fine in GMT.
 */
export function WebinarLocalTime({ startsAt }: { startsAt: string }) {
  const local = useSyncExternalStore(
    noSubscription,
    () => formatLocal(startsAt),
    () => '',
  );
  return local ? <span data-local-time="">{` (${local})`}</span> : null;
}
