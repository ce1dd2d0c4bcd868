import { emailField } from '~/platform/forms/email';
import { specBySymbol } from '~/platform/instruments/instrument-specs';
import { type SignalInstrumentSymbol, signalInstrumentSymbols } from '~/platform/instruments/signal-instruments';
import { z } from '~/platform/zod-mini';

/*
 * The alert forms' rules, shared by the browser and the server (zod/mini, no server-only imports). A subscriber
 * follows every signal or a chosen few instruments; each instrument is one checkbox named by its code
 * (`EURUSD`, `SPX500`), so the form is read like every other form, one string per field.
 */

/** One instrument a subscriber can choose: its symbol as signals store it, its form field, its name. */
export interface InstrumentChoice {
  symbol: SignalInstrumentSymbol;
  field: string;
  name: string;
}

export const instrumentChoices: readonly InstrumentChoice[] = signalInstrumentSymbols.map((symbol) => {
  const spec = specBySymbol(symbol);
  return { symbol, field: spec.code, name: spec.name };
});

/** What a subscriber follows: every signal (`all`) or the listed instruments. */
export type AlertInstruments = 'all' | SignalInstrumentSymbol[];

export const scopeMessage = 'Choose at least one instrument, or all signals.';

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

const instrumentFields = instrumentChoices.map((choice) => choice.field);

/** The subscribe form's fields: the address, then the choice. */
export const subscribeFields = ['email', 'scope', ...instrumentFields];
/** The manage form's fields: the choice only (the token says whose). */
export const choiceFields = ['scope', ...instrumentFields];

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

/** The choice in words (`every signal`, `EUR/USD and USD/JPY`). */
export function describeInstruments(instruments: AlertInstruments): string {
  if (instruments === 'all') return 'every signal';
  if (instruments.length === 1) return `${instruments[0]} signals`;
  return `${instruments.slice(0, -1).join(', ')} and ${instruments.at(-1)} signals`;
}
