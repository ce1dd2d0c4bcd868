import { z } from 'zod';
import { callToActionSchema, courseModuleSchema, proseSectionSchema } from '../schemas';

/** A market education page (spec §2): five modules of lessons and calls to action to /contact, /services/signals and its market. */
export const marketCourseSchema = z
  .object({
    path: z.string().regex(/^\/education\/[a-z]+$/),
    marketPath: z.string().regex(/^\/markets\/[a-z]+$/),
    lead: z.string().min(1),
    modules: z.array(courseModuleSchema).length(5),
    sections: z.array(proseSectionSchema).default([]),
    callsToAction: z.array(callToActionSchema).length(3),
  })
  .refine(
    (c) =>
      ['/contact', '/services/signals', c.marketPath].every((href) => c.callsToAction.some((cta) => cta.href === href)),
    'A market course links to /contact, /services/signals and its market page (spec §2)',
  );
export type MarketCourse = z.infer<typeof marketCourseSchema>;

/** The three calls to action every market course ends with. */
export function marketCourseActions(marketPath: string, marketName: string) {
  return [
    { label: 'Enroll Now', href: '/contact' },
    { label: 'Get Trading Signals', href: '/services/signals' },
    { label: `Explore the ${marketName} Market`, href: marketPath },
  ];
}
