import { z } from 'zod';
import { statSchema } from '~/content/company.schema';
import { internalHrefSchema, pointSchema, proseSectionSchema, text } from '~/content/schemas';

// Every platform page offers 'View Recommended Brokers' (/ib-partners) and 'Learn More' (/education).
export const platformCallsToActionSchema = z
  .tuple([
    z.object({ label: z.literal('View Recommended Brokers'), href: z.literal('/ib-partners') }),
    z.object({ label: z.literal('Learn More'), href: z.literal('/education'), hint: z.string() }),
  ])
  .readonly();
export type PlatformCallsToAction = z.infer<typeof platformCallsToActionSchema>;

const platformSummarySchema = z.object({
  name: text,
  shortName: text,
  developer: text,
  summary: text,
  bestFor: text,
  highlights: z.array(text).min(2),
  href: internalHrefSchema,
  linkLabel: text,
});
export type PlatformSummary = z.infer<typeof platformSummarySchema>;
export const platformSummariesSchema = z.array(platformSummarySchema).length(3);

export const platformsOverviewSchema = z.object({
  intro: text,
  choosing: proseSectionSchema,
  closing: z.object({ heading: text, text }),
});
export type PlatformsOverview = z.infer<typeof platformsOverviewSchema>;

export const platformPageSchema = z.object({
  intro: text,
  /** Headline numbers (MT5: the original site's claims). */
  stats: z.array(statSchema),
  features: z.object({ heading: text, items: z.array(pointSchema).min(3) }),
  sections: z.array(proseSectionSchema).min(1),
  closing: z.object({ heading: text, text }),
});
export type PlatformPage = z.infer<typeof platformPageSchema>;
