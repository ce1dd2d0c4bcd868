import { z } from '~/platform/zod-mini';
import { namesNoSuchTime, parseInstant, pickerErrors } from './market-hours';
import { marketHoursShape } from './tool-shapes';
import type { FieldOf } from './tool-values';
import { type ToolForm, validateTool } from './tool-fields';
import type { FieldErrors } from '~/platform/forms/submission';

/**
 * The `at` parameter of a market-hours link: an instant with its zone (`?at=2026-07-15T12:30Z`). The page picks a
 * moment with date and time inputs now (features/tools/market-hours.ts, pickerErrors); links written before keep working.
 */
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

const atForm: ToolForm<'at', z.infer<typeof marketHoursSchema>> = {
  path: marketHoursShape.path,
  fields: ['at'],
  defaults: { at: '' },
  schema: marketHoursSchema,
};

/** The message for an `at` value, if any. */
export function marketHoursErrors(at: string): FieldErrors<'at'> {
  const check = validateTool(atForm, { at });
  return check.ok ? {} : check.errors;
}

/**
 * The messages for a market-hours URL, by the picker field that shows them: an old link's bad `at` is reported on
 * the date, the field that replaced it.
 */
export function marketHoursFormErrors(
  values: Record<FieldOf<typeof marketHoursShape>, string>,
): FieldErrors<'date' | 'time'> {
  const errors: FieldErrors<'date' | 'time'> = pickerErrors(values);
  if (values.date.trim() === '' && values.time.trim() === '' && values.at.trim() !== '') {
    const at = marketHoursErrors(values.at).at;
    if (at) errors.date = `The link's moment cannot be read (${at}) Showing now.`;
  }
  return errors;
}
