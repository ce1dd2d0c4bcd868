import { z } from 'zod';
import { callToActionSchema, internalHrefSchema, pointSchema, text } from './schemas';

/** A sample quote floating beside the hero: decoration only, never live data. */
export const samplePriceSchema = z.object({
  symbol: text,
  price: text,
  change: z.string().regex(/^[+-]\d+\.\d{2}%$/),
});
export type SamplePrice = z.infer<typeof samplePriceSchema>;

/** A service teaser linking to its page. */
export const serviceTeaserSchema = z.object({
  title: text,
  description: text,
  highlights: z.array(text),
  href: internalHrefSchema,
  linkLabel: text,
});
export type ServiceTeaser = z.infer<typeof serviceTeaserSchema>;

export const homeSchema = z.object({
  hero: z.object({
    eyebrow: text,
    lead: text,
    actions: z.array(callToActionSchema).length(2),
    samplePricesCaption: text,
    samplePrices: z.array(samplePriceSchema).min(3).max(6),
  }),
  whoWeAre: z.object({ heading: text, intro: text }),
  servicesPreview: z.object({ heading: text, intro: text }),
  features: z.object({ heading: text, intro: text, items: z.array(pointSchema).min(3) }),
  closing: z.object({ heading: text, text, actions: z.array(callToActionSchema).min(1) }),
});
export type Home = z.infer<typeof homeSchema>;
