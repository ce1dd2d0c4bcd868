import { z } from 'zod';
import { pointSchema, text } from './schemas';

/** A headline number: the figure as the original site gave it and what it counts. */
export const statSchema = z.object({ value: text, label: text });
export type Stat = z.infer<typeof statSchema>;

export const companySchema = z.object({
  mission: text,
  vision: text,
  values: z.array(pointSchema).min(3),
  stats: z.array(statSchema).length(4),
  /** Where the headline numbers come from (every figure on the site says its source). */
  statsSource: text,
});
export type Company = z.infer<typeof companySchema>;
