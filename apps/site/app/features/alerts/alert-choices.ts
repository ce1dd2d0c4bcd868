import { specBySymbol } from '~/platform/instruments/instrument-specs';
import { type SignalInstrumentSymbol, signalInstrumentSymbols } from '~/platform/instruments/signal-instruments';

/*
 * The choice a subscriber makes, without zod (the form's fields render from it, so it is in the page's script;
 * the schema in alert-schema.ts loads only when the visitor first enters the form).
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

/** The choice in words (`every signal`, `EUR/USD and USD/JPY`). */
export function describeInstruments(instruments: AlertInstruments): string {
  if (instruments === 'all') return 'every signal';
  if (instruments.length === 1) return `${instruments[0]} signals`;
  return `${instruments.slice(0, -1).join(', ')} and ${instruments.at(-1)} signals`;
}

export const scopeMessage = 'Choose at least one instrument, or all signals.';

const instrumentFields = instrumentChoices.map((choice) => choice.field);

/** The subscribe form's fields: the address, then the choice. */
export const subscribeFields = ['email', 'scope', ...instrumentFields];
/** The manage form's fields: the choice only (the token says whose). */
export const choiceFields = ['scope', ...instrumentFields];
