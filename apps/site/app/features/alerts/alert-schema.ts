import { emailField } from '~/platform/forms/email';
import { type AlertInstruments, choiceFields, instrumentChoices, scopeMessage, subscribeFields } from './alert-choices';
import { z } from '~/platform/zod-mini';

/*
 * The alert forms' rules, shared by the browser and the server (zod/mini, no server-only imports). A subscriber
 * follows every signal or a chosen few instruments; each instrument is one checkbox named by its code
 * (`EURUSD`, `SPX500`), so the form is read like every other form, one string per field.
 */

const checked = z.optional(z.string());
const instrumentShape = Object.fromEntries(instrumentChoices.map((choice) => [choice.field, checked])) as Record<
  string,
  typeof checked
>;

const scope = z.enum(['all', 'chosen'], { error: scopeMessage });

/** The stored choice from a form's `scope` and boxes; an issue on `scope` when "chosen" has no box ticked. */
function toChoice(
  form: { scope: 'all' | 'chosen' } & Record<string, string | undefined>,
  issues: { push(issue: { code: 'custom'; message: string; path: string[]; input: unknown }): void },
): AlertInstruments {
  if (form.scope === 'all') return 'all';
  const chosen = instrumentChoices.filter((choice) => form[choice.field] === 'on').map((choice) => choice.symbol);
  if (chosen.length === 0) issues.push({ code: 'custom', message: scopeMessage, path: ['scope'], input: form });
  return chosen;
}

export interface SubscribeInput {
  email: string;
  instruments: AlertInstruments;
}

/** The subscribe form: an address and a choice of signals. */
export const subscribeSchema = z.pipe(
  z.object({ email: emailField(), scope, ...instrumentShape }),
  z.transform((form, context): SubscribeInput => ({
    email: form.email,
    instruments: toChoice(form as never, context.issues as never),
  })),
);

/** The manage form: a new choice of signals. */
export const choiceSchema = z.pipe(
  z.object({ scope, ...instrumentShape }),
  z.transform((form, context): AlertInstruments => toChoice(form as never, context.issues as never)),
);

export { type AlertInstruments, choiceFields, instrumentChoices, scopeMessage, subscribeFields };
