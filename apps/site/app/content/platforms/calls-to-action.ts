import type { PlatformCallsToAction } from './platforms.schema';

/** The calls to action every platform page ends with. */
export const platformCallsToAction: PlatformCallsToAction = [
  { label: 'View Recommended Brokers', href: '/ib-partners' },
  { label: 'Learn More', href: '/education', hint: 'about trading in our courses' },
];
