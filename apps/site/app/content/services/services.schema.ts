import { z } from 'zod';
import { serviceTeaserSchema } from '~/content/home.schema';
import { callToActionSchema, pointSchema, proseSectionSchema, text, webinarSchema } from '~/content/schemas';

/** A price quoted to four decimals, as forex pairs are (1.0850, 1.0800, 1.0950). */
const price = z.string().regex(/^\d+\.\d{4}$/);
const closingSchema = z.object({ heading: text, text, actions: z.array(callToActionSchema).min(1) });

/* ---------- Services overview (cards for education, webinar, signals) ---------- */

export const servicesOverviewSchema = z.object({
  intro: text,
  cards: z.array(serviceTeaserSchema).length(3),
  closing: closingSchema,
});
export type ServicesOverview = z.infer<typeof servicesOverviewSchema>;

/* ---------- Signals (the Signals page, example signal and risk guidance) ---------- */

export const exampleSignalSchema = z
  .object({
    pair: z.string().regex(/^[A-Z]{3}\/[A-Z]{3}$/),
    action: z.enum(['BUY', 'SELL']),
    entry: price,
    stopLoss: price,
    takeProfit: price,
    riskNote: text,
  })
  .refine(
    (s) =>
      s.action === 'BUY'
        ? Number(s.stopLoss) < Number(s.entry) && Number(s.entry) < Number(s.takeProfit)
        : Number(s.takeProfit) < Number(s.entry) && Number(s.entry) < Number(s.stopLoss),
    'The stop-loss and take-profit must sit on the right sides of the entry',
  );
export type ExampleSignal = z.infer<typeof exampleSignalSchema>;

export const processStepSchema = z.object({ title: text, text });
export type ProcessStep = z.infer<typeof processStepSchema>;

const lotSchema = z.object({
  name: text,
  shorthand: z.enum(['100k', '10k', '1k']),
  units: z.number().int(),
  pipValue: text,
});

export const signalsSchema = z.object({
  intro: text,
  example: z.object({ heading: text, intro: text, signal: exampleSignalSchema, explanation: z.array(text).min(1) }),
  process: z.object({ heading: text, intro: text, steps: z.array(processStepSchema).length(4) }),
  riskGuidance: z.object({
    heading: text,
    intro: text,
    rules: z.array(pointSchema).min(3),
    lots: z.object({ heading: text, intro: text, items: z.array(lotSchema).length(3), example: text }),
  }),
  disclaimer: text,
  closing: closingSchema,
});
export type Signals = z.infer<typeof signalsSchema>;

/* ---------- Webinars (the Webinar page, each webinar's title, GMT time and description, the dates) ---------- */

export const webinarsSchema = z.object({
  intro: text,
  // The original site's three 2025 sessions: seeded into the database once (features/webinars), then the admin's to change.
  seed: z.array(webinarSchema.extend({ presenter: text, durationMinutes: z.number().int().positive() })).length(3),
  // The schedule's words, the empty state included.
  schedule: z.object({
    upcomingHeading: z.literal('Upcoming Webinars'),
    pastHeading: z.literal('Past Webinars'),
    empty: z.literal('No upcoming webinars are scheduled yet'),
    emptyLinks: z.object({ replays: text, contact: text }),
    pastEmpty: text,
    register: z.literal('Register Now'),
    calendar: z.literal('Add to calendar'),
    replay: z.literal('Watch the replay'),
    cancelled: text,
    full: text,
  }),
  format: z.object({ heading: text, points: z.array(pointSchema).min(2) }),
  closing: closingSchema,
});
export type Webinars = z.infer<typeof webinarsSchema>;

/* ---------- Services education (static level cards whose links go to '#') ---------- */

const levelCardSchema = z.object({
  title: text,
  level: z.enum(['Beginner', 'Intermediate', 'Advanced']),
  summary: text,
  facts: z.array(text).min(1),
  topics: z.array(text).min(1),
  linkLabel: text,
});
export type LevelCard = z.infer<typeof levelCardSchema>;

export const servicesEducationSchema = z.object({
  intro: text,
  // The original site keeps these links static ('#'); the full courses live under /education.
  levelHref: z.literal('#'),
  levels: z.array(levelCardSchema).length(3),
  approach: proseSectionSchema,
  closing: closingSchema,
});
export type ServicesEducation = z.infer<typeof servicesEducationSchema>;
