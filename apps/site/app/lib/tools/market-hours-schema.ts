import { z } from '~/lib/zod-mini';
import type { ToolForm } from './tool-fields';

/** The market-hours form (issue 18): `/tools/market-hours`, or `?at=<ISO instant>` for a chosen moment. */
export const marketHoursFields = ['at'] as const;
export type MarketHoursField = (typeof marketHoursFields)[number];

// A date, a time and a zone (Z or an offset): without a zone the moment would depend on the reader's clock.
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The instant an `at` value names, or undefined for an empty, malformed or far-off one. */
export function parseInstant(value: string): Date | undefined {
  if (!isoInstant.test(value)) return undefined;
  const time = Date.parse(value);
  const year = new Date(time).getUTCFullYear();
  // The time-zone database's rules are only known for a while ahead; keep to a sensible window.
  return Number.isFinite(time) && year >= 2000 && year <= 2100 ? new Date(time) : undefined;
}

export const marketHoursSchema = z.object({
  at: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || parseInstant(value) !== undefined, {
      error: 'Enter a date and time with its zone, like 2026-07-15T12:30Z, between 2000 and 2100, or leave it empty.',
    }),
  ),
});

export const marketHoursForm: ToolForm<MarketHoursField, z.infer<typeof marketHoursSchema>> = {
  fields: marketHoursFields,
  defaults: { at: '' },
  schema: marketHoursSchema,
};
