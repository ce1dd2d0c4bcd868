import { z } from 'zod';
import { pointSchema, text } from './schemas';

const fieldSchema = z.object({
  name: z.enum(['name', 'email', 'subject', 'message']),
  label: text,
  type: z.enum(['text', 'email', 'textarea']),
  autoComplete: z.string().optional(),
  rows: z.number().int().positive().optional(),
});
export type ContactField = z.infer<typeof fieldSchema>;

export const contactSchema = z.object({
  intro: text,
  details: z.object({
    heading: text,
    items: z.array(z.object({ label: text, value: text, href: z.string().optional() })).min(1),
    note: text,
  }),
  topics: z.object({ heading: text, points: z.array(pointSchema).min(2) }),
  form: z.object({
    heading: text,
    intro: text,
    // Name, email, subject, message (a 5-row box), all required.
    fields: z.array(fieldSchema).length(4),
    submitLabel: text,
  }),
});
export type Contact = z.infer<typeof contactSchema>;
