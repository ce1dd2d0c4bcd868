import { z } from 'zod';
import { internalHrefSchema, text } from '~/content/schemas';

/** One field of a tool's form: its name in the URL, its label and an optional hint. */
export const toolFieldCopySchema = z.object({ label: text, hint: text.optional() });

/**
 * How a tool explains itself below its form (so a result can be checked by hand): the formula, a worked example step by step, and the
 * mistakes people commonly make with it.
 */
export const toolGuideSchema = z.object({
  lead: text,
  /** The heading of a calculator's result. */
  resultHeading: text.optional(),
  fields: z.record(z.string().regex(/^[a-z]+$/), toolFieldCopySchema),
  formula: z.array(text).min(1),
  example: z.object({ intro: text, steps: z.array(text).min(1) }),
  mistakes: z.array(text).min(1),
});
export type ToolGuide = z.infer<typeof toolGuideSchema>;

/** A tool in the /tools list. */
export const toolCardSchema = z.object({ title: text, href: internalHrefSchema, description: text });
export const toolCardsSchema = z.array(toolCardSchema).min(1);
export type ToolCard = z.infer<typeof toolCardSchema>;

/** The /tools page's own copy. */
export const toolsOverviewSchema = z.object({ lead: text, heading: text });
export type ToolsOverview = z.infer<typeof toolsOverviewSchema>;
