import { data } from 'react-router';
import type { RequestContext } from '~/context.server';
import { readForm } from '~/platform/http/body.server';
import { clientIp } from '~/platform/http/client-ip.server';
import { assertSameOrigin } from '~/platform/http/origin.server';
import { type PublicFormAnswer, honeypotField } from './public-form';
import { type SyncSchema, formValues, parseSubmission } from './submission';

/*
 * The server side of every public form: a visitor with no session posts it, so there is no form token; the
 * Origin / Sec-Fetch-Site check stops cross-site posts, the body is capped (413) and must be a form (415), a filled
 * honeypot gets the form's success answer and reaches no service, and the fields are checked with the form's one
 * schema (the page's own check, run again). A service then takes the typed value and returns a Result; the
 * per-address quota is its part (platform/rate-limit/address-quota.server.ts), in the same transaction as its write.
 */

/** A public form: its fields, its schema, its largest body, and what a person (or a bot) is told on success. */
export interface PublicForm<Field extends string, Value> {
  fields: readonly Field[];
  schema: SyncSchema<Value>;
  /** Largest body accepted, in bytes (platform/http/body.server.ts's default when absent). */
  maxBytes?: number;
  /** The success message a bot caught by the honeypot is shown: the one a person would see. */
  acceptedMessage: string;
}

/** Answers are personal (what the visitor typed): never cached. */
const noStore = { 'Cache-Control': 'no-store' };

/** The answers an action gives, each with its status and headers. */
export const publicFormAnswer = {
  accepted: <Field extends string>(message: string) =>
    data<PublicFormAnswer<Field>>({ status: 'accepted', message }, { headers: noStore }),
  invalid: <Field extends string>(errors: Partial<Record<Field, string>>, values: Record<Field, string>) =>
    data<PublicFormAnswer<Field>>({ status: 'invalid', errors, values }, { status: 400, headers: noStore }),
  /** A valid post not taken: 409 for the state of things, 429 (with Retry-After) for too many attempts. */
  refused: <Field extends string>(
    message: string,
    values: Record<Field, string>,
    status: 409 | 429,
    retryAfterMinutes?: number,
  ) =>
    data<PublicFormAnswer<Field>>(
      { status: 'refused', message, values },
      {
        status,
        headers:
          retryAfterMinutes === undefined ? noStore : { ...noStore, 'Retry-After': String(retryAfterMinutes * 60) },
      },
    ),
};

export type PublicFormRead<Field extends string, Value> =
  | { ok: true; value: Value; values: Record<Field, string>; ip: string | null }
  /** Answered already: a filled honeypot (the success answer) or fields to correct (400). */
  | { ok: false; answer: ReturnType<typeof publicFormAnswer.accepted<Field>> };

/** Checks and reads one post of a public form: the typed value, or the answer to give without calling a service. */
export async function readPublicForm<Field extends string, Value>(
  request: Request,
  context: RequestContext,
  form: PublicForm<Field, Value>,
): Promise<PublicFormRead<Field, Value>> {
  const ip = clientIp(request, context);
  assertSameOrigin(request, context, ip);
  const body = await readForm(request, form.maxBytes);
  const trap = body.get(honeypotField);
  if (typeof trap === 'string' && trap !== '')
    return { ok: false, answer: publicFormAnswer.accepted(form.acceptedMessage) };
  const values = formValues(body, form.fields);
  const parsed = parseSubmission<Value, Field>(form.schema, values);
  if (!parsed.ok) return { ok: false, answer: publicFormAnswer.invalid(parsed.errors, values) };
  return { ok: true, value: parsed.value, values, ip };
}
