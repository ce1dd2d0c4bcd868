import { z } from 'zod';
import {
  callToActionSchema,
  courseModuleSchema,
  linkCardSchema,
  pointSchema,
  proseSectionSchema,
} from '~/content/schemas';

/** A level course: four modules; its study time, when it has lessons, is computed from them (never stated here). */
export const levelCourseSchema = z.object({
  level: z.enum(['beginner', 'intermediate', 'advanced']),
  path: z.string(),
  lead: z.string().min(1),
  modules: z.array(courseModuleSchema).length(4),
  /** Headline facts shown under the hero ("17 lessons", "Certificate"). */
  highlights: z.array(pointSchema),
  sections: z.array(proseSectionSchema),
  callsToAction: z.array(callToActionSchema).min(1),
});
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
