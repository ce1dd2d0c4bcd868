import { data, redirect } from 'react-router';
import type { RequestContext } from '~/context.server';
import { readAdminForm, requireAdmin } from '~/platform/auth/guard.server';
import { adminHeaders } from '~/platform/admin/route-headers';
import { type FieldErrors, formValues, parseSubmission } from '~/platform/forms/submission';
import { type AdminActionData, type IntentSpecs, type IntentStep, confirmationField } from './admin-action';
import { type FailureReason, failureStatus } from '~/platform/result';

/*
 * The one shape of an admin form post (decision 028). A handler declares its intents in a table (name → the
 * fields it reads, its zod schema, whether it is destructive) and lets this module run `requireAdmin` and
 * `readAdminForm` first (`postedIntent`), then turn the posted form into one typed step:
 *   - an unknown intent is refused (400) before anything is loaded or changed;
 *   - fields that break the intent's schema come back with their messages and what was typed (400);
 *   - a destructive intent posted without `confirmed=1` comes back as a confirmation step (200) that repeats the
 *     values, so the second post carries them out: a confirmation that works without JavaScript;
 *   - otherwise the handler gets the intent's name and its typed value, a union it narrows with `switch`.
 * A service's `Result` failure becomes an answer through `failureStatus`, and success redirects with
 * `?done=<intent>` (post/redirect/get: a reload never repeats the change).
 */

/** The answer to an intent the handler does not declare: nothing is loaded or changed. */
export const unknownIntent = { kind: 'refused', message: 'Unknown action. Nothing changed.' } as const;

/** The posted intent when the table declares it, else undefined (read before the record is loaded). */
export function intentOf<Specs extends IntentSpecs<never>>(
  form: FormData,
  specs: Specs,
): (keyof Specs & string) | undefined {
  const intent = form.get('intent');
  return typeof intent === 'string' && Object.hasOwn(specs, intent) ? intent : undefined;
}

/**
 * The step a post leads to: `refused` for an unknown intent, `invalid` with field messages, `confirm` for a
 * destructive intent posted once, or `run` with the typed value. `target` is what schema factories check against.
 */
export function intentStep<Target, Specs extends IntentSpecs<Target>>(
  form: FormData,
  specs: Specs,
  target: Target,
): IntentStep<Specs> {
  const intent = intentOf(form, specs);
  if (!intent) return unknownIntent;
  const spec = specs[intent]!;
  const values = formValues(form, spec.fields);
  let value: unknown;
  if (spec.schema) {
    const schema = typeof spec.schema === 'function' ? spec.schema(target) : spec.schema;
    const parsed = parseSubmission(schema, values);
    if (!parsed.ok) return { kind: 'invalid', intent, values, errors: parsed.errors };
    value = parsed.value;
  }
  if (spec.destructive && form.get(confirmationField) !== '1') return { kind: 'confirm', intent, values };
  return { kind: 'run', intent, value, values } as IntentStep<Specs>;
}

/**
 * The start of an admin post, in the order every handler runs it: the guard, the CSRF checks, then the step the
 * posted intent leads to. A handler answers any step but `run` with `actionAnswer` before it changes anything.
 */
export async function postedIntent<Specs extends IntentSpecs>(request: Request, context: RequestContext, specs: Specs) {
  const session = await requireAdmin(request, { context, db: context.db });
  const form = await readAdminForm(request, session, { context });
  return { session, step: intentStep(form, specs, undefined) };
}

/** The HTTP status of each answer that changed nothing: a confirmation step is a normal page (200). */
function answerStatus(answer: AdminActionData): number {
  if (answer.kind === 'confirm') return 200;
  if (answer.kind === 'invalid') return failureStatus.invalid;
  return 400;
}

/** An answer to show on the admin page, with the admin headers; `status` overrides the default of its kind. */
export function actionAnswer<Intent extends string>(answer: AdminActionData<Intent>, status?: number) {
  return data<AdminActionData<Intent>>(answer, { status: status ?? answerStatus(answer), headers: adminHeaders });
}

/**
 * A failed `Result` as the answer, with the status of its reason: its field errors on the form (a clash with a
 * stored value is a conflict with a field message), else its message, or `notFound` when it has none.
 * `keep` carries the intent and what was typed on a refusal too, for a form that stays open to be corrected.
 */
export function refusal<Intent extends string>(
  failure: { reason: FailureReason; message?: string; errors?: FieldErrors },
  step: { intent: Intent; values: Record<string, string> },
  notFound: string,
  { keep = false } = {},
) {
  const { intent, values } = step;
  const message = failure.message ?? notFound;
  const answer: AdminActionData<Intent> = failure.errors
    ? { kind: 'invalid', intent, values, errors: failure.errors }
    : keep
      ? { kind: 'refused', message, intent, values }
      : { kind: 'refused', message };
  return actionAnswer(answer, failureStatus[failure.reason]);
}

/** Post/redirect/get after a change: back to `path` with `?done=<intent>`, so a reload never repeats it. */
export function actionDone(path: string, intent?: string): never {
  const done = intent ? `${path.includes('?') ? '&' : '?'}done=${encodeURIComponent(intent)}` : '';
  throw redirect(`${path}${done}`, { headers: adminHeaders });
}
