import { z } from 'zod';
import { text } from '~/content/schemas';

/** Copy of the live signal pages; /services/signals keeps its h1, title and description in pages.ts. */
export const signalRecordSchema = z.object({
  disclaimer: text,
  /** The reasoning of one signal: its label, and what a signal published before it was required says. */
  reasoning: z.object({ label: text, none: text }),
  open: z.object({ heading: text, intro: text, empty: text }),
  record: z.object({ heading: text, intro: text, empty: text, curveHeading: text }),
  statistics: z.object({
    heading: text,
    intro: text,
    drawdownHeading: text,
    monthsCaption: text,
    instrumentsCaption: text,
  }),
  method: z.object({ heading: text, intro: text }),
  history: z.object({ heading: text, title: text, description: text, lead: text, empty: text }),
  links: z.object({ history: text, csv: text, eventsCsv: text, feed: text }),
});
export type SignalRecordCopy = z.infer<typeof signalRecordSchema>;

/** The rules of the method section, term by term (sent with /services/signals' loader data). */
export const signalMethodItemsSchema = z.array(z.object({ term: text, text })).min(1);
export type SignalMethodItems = z.infer<typeof signalMethodItemsSchema>;
