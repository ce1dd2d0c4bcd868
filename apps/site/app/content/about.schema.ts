import { z } from 'zod';
import { callToActionSchema, pointSchema, text } from './schemas';

export const aboutSchema = z.object({
  intro: z.array(text).min(1),
  team: z.object({ heading: text, intro: text, points: z.array(pointSchema).min(3) }),
  risk: z.object({ heading: text, paragraphs: z.array(text).min(2) }),
  closing: z.object({ heading: text, text, actions: z.array(callToActionSchema).min(1) }),
});
export type About = z.infer<typeof aboutSchema>;
