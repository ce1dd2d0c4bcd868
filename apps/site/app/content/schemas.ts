import { z } from 'zod';

/*
 * Schemas for the static content items (coins, sectors, stocks, course modules, pairs, indices, commodities),
 * plus the few shapes the content pages share
 * (prose sections, calls to action). Content modules import only the types: the data ships to the browser
 * as plain objects, and validate-content.server.ts parses it on the server, so a missing field or a
 * malformed link fails the build and the server start rather than a page. Never import a value from here
 * in code the browser loads (eslint enforces it).
 */

/** Non-empty text without surrounding spaces. */
export const text = z.string().trim().min(1);

/** An internal route of this site (content never links off-site). */
export const internalHrefSchema = z.string().regex(/^\/[a-z0-9/-]*$/);

/** A button or link at the end of a content page: a visible label and a route of this site. */
export const callToActionSchema = z.object({
  label: text,
  href: internalHrefSchema,
  /**
   * Screen-reader-only words after a generic label (the original site's 'Learn More' is kept), so the link still says
   * where it goes (WCAG 2.4.4; Lighthouse's link-text audit reads the hidden text too).
   */
  hint: text.optional(),
});
export type CallToActionItem = z.infer<typeof callToActionSchema>;

/** A titled point inside a prose section: a term and its explanation. */
export const pointSchema = z.object({ title: text, text });
export type Point = z.infer<typeof pointSchema>;

/** A section of educational prose: a heading, then paragraphs, titled points and bullets (empty lists where it has none). */
export const proseSectionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    heading: text,
    paragraphs: z.array(text),
    points: z.array(pointSchema),
    bullets: z.array(text),
    /** Render bullets as an ordered list (numbered tips, steps). */
    ordered: z.boolean(),
  })
  .refine((s) => s.paragraphs.length + s.points.length + s.bullets.length > 0, 'A section needs some content');
export type ProseSection = z.infer<typeof proseSectionSchema>;

/** A coin. */
export const coinSchema = z.object({ name: text, symbol: z.string().regex(/^[A-Z]{2,6}$/), description: text });
export type Coin = z.infer<typeof coinSchema>;

/** A sector. */
export const sectorSchema = z.object({ name: text, description: text, examples: z.array(text) });
export type Sector = z.infer<typeof sectorSchema>;

/** A stock (ticker, name, sector). */
export const stockSchema = z.object({ ticker: z.string().regex(/^[A-Z.]{1,6}$/), name: text, sector: text });
export type Stock = z.infer<typeof stockSchema>;

/**
 * A course module (title, topics or lessons). It states no duration: a course's study time is the sum of its lessons'
 * own reading times, computed where the lessons are (a course without lessons claims none).
 */
export const courseModuleSchema = z.object({
  title: text,
  summary: text.optional(),
  lessons: z.array(text).min(1),
});
export type CourseModuleItem = z.infer<typeof courseModuleSchema>;

/** A currency pair (pair, nickname, description). */
export const currencyPairSchema = z.object({
  pair: z.string().regex(/^[A-Z]{3}\/[A-Z]{3}$/),
  nickname: text,
  description: text,
});
export type CurrencyPair = z.infer<typeof currencyPairSchema>;

/** An index (name, region, number of companies, description), plus its trading hours for the indices course. */
export const indexSchema = z.object({
  name: text,
  region: text,
  companies: z.number().int().positive(),
  description: text,
  /** Cash-market hours in the exchange's local time, e.g. "09:30-16:00 ET". */
  localHours: text,
  /** The same hours in GMT while the exchange is on standard (winter) time. */
  gmtHours: text,
});
export type IndexItem = z.infer<typeof indexSchema>;

/** A commodity category (category, items, use). */
export const commodityCategorySchema = z.object({ category: text, items: z.array(text).min(1), use: text });
export type CommodityCategory = z.infer<typeof commodityCategorySchema>;

const gmtTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** A forex trading session with its GMT opening and closing times. */
export const tradingSessionSchema = z.object({ name: text, centre: text, opensGmt: gmtTime, closesGmt: gmtTime });
export type TradingSession = z.infer<typeof tradingSessionSchema>;

/** A lot size (100k, 10k, 1k units). */
export const lotSizeSchema = z.object({ name: text, units: z.number().int().positive(), pipValue: text });
export type LotSize = z.infer<typeof lotSizeSchema>;

/** A card that links to another page: a market, a course level, a market course. */
export const linkCardSchema = z.object({
  title: text,
  summary: text,
  href: internalHrefSchema,
  linkLabel: text,
  /** Short facts shown on the card ("4 modules", "Lessons coming"). */
  facts: z.array(text),
});
export type LinkCard = z.infer<typeof linkCardSchema>;

/** A webinar as static content: title, date and time in GMT, description. */
export const webinarSchema = z.object({
  title: text,
  /** Start as an ISO 8601 instant in GMT, e.g. "2025-10-30T15:00:00Z"; rendered in a <time datetime>. */
  startsAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:00Z$/),
  description: text,
});
export type Webinar = z.infer<typeof webinarSchema>;
