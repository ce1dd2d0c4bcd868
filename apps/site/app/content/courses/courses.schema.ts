import { z } from 'zod';
import {
  callToActionSchema,
  courseModuleSchema,
  hoursRangeSchema,
  linkCardSchema,
  pointSchema,
  proseSectionSchema,
} from '~/content/schemas';

/** A level course: four timed modules whose hours fit the advertised total. */
export const levelCourseSchema = z
  .object({
    level: z.enum(['beginner', 'intermediate', 'advanced']),
    path: z.string(),
    lead: z.string().min(1),
    totalHours: hoursRangeSchema,
    modules: z.array(courseModuleSchema).length(4),
    /** Headline facts shown under the hero ("12-15 hours", "Certificate"). */
    highlights: z.array(pointSchema),
    sections: z.array(proseSectionSchema),
    callsToAction: z.array(callToActionSchema).min(1),
  })
  .refine((c) => c.modules.every((m) => m.duration), 'Every level-course module has a duration')
  .refine((c) => {
    // The modules' hours must fit the advertised total (the page states both).
    const min = c.modules.reduce((sum, m) => sum + (m.duration?.min ?? 0), 0);
    const max = c.modules.reduce((sum, m) => sum + (m.duration?.max ?? 0), 0);
    return min <= c.totalHours.max && max >= c.totalHours.min;
  }, 'Module hours do not fit the course total');
export type LevelCourse = z.infer<typeof levelCourseSchema>;

/** A market education page: five modules of lessons and calls to action to /contact, /services/signals and its market. */
export const marketCourseSchema = z
  .object({
    path: z.string().regex(/^\/education\/[a-z]+$/),
    marketPath: z.string().regex(/^\/markets\/[a-z]+$/),
    lead: z.string().min(1),
    modules: z.array(courseModuleSchema).length(5),
    sections: z.array(proseSectionSchema),
    callsToAction: z.array(callToActionSchema).length(3),
  })
  .refine(
    (c) =>
      ['/contact', '/services/signals', c.marketPath].every((href) => c.callsToAction.some((cta) => cta.href === href)),
    'A market course links to /contact, /services/signals and its market page',
  );
export type MarketCourse = z.infer<typeof marketCourseSchema>;

/** The three level cards and the five market course cards of /education. */
export const levelCardsSchema = z.array(linkCardSchema).length(3);
export const marketCourseCardsSchema = z.array(linkCardSchema).length(5);
