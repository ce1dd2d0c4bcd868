import { z } from '~/lib/zod-mini';
import { namesNoSuchTime, parseInstant } from './market-hours';
import { marketHoursShape, type MarketHoursField } from './tool-shapes';
import { type ToolForm, validateTool } from './tool-fields';
import type { FieldErrors } from '~/lib/forms/submission';

/** The market-hours form: `/tools/market-hours`, or `?at=<ISO instant>` for a chosen moment. */
export const marketHoursSchema = z.object({
  at: z.string().check(
    z.trim(),
    // First, so its message wins: the form is right but the calendar has no such day or time.
    z.refine((value) => !namesNoSuchTime(value), {
      error: 'That date or time does not exist (check the day of the month, hours up to 23): enter a real one.',
    }),
    z.refine((value) => value === '' || parseInstant(value) !== undefined, {
      error: 'Enter a date and time with its zone, like 2026-07-15T12:30Z, between 2000 and 2100, or leave it empty.',
    }),
  ),
});

export const marketHoursForm: ToolForm<MarketHoursField, z.infer<typeof marketHoursSchema>> = {
  ...marketHoursShape,
  schema: marketHoursSchema,
};

/** The message for an `at` value, if any (loaded by the page on the first focus of the field). */
export function marketHoursErrors(at: string): FieldErrors<MarketHoursField> {
  const check = validateTool(marketHoursForm, { at });
  return check.ok ? {} : check.errors;
}
