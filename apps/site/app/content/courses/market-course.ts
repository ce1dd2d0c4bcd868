import type { CallToActionItem } from '~/content/schemas';
import { registerInterestAction } from './register-interest';

export type { MarketCourse } from './courses.schema';

/** The three calls to action every market course ends with. */
export function marketCourseActions(marketPath: string, marketName: string): CallToActionItem[] {
  return [
    registerInterestAction,
    { label: 'Get Trading Signals', href: '/services/signals' },
    { label: `Explore the ${marketName} Market`, href: marketPath },
  ];
}
