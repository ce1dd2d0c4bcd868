import type { SpecSymbol } from './instrument-specs';

/*
 * The instruments signals may be published on, in the order the pages list them. Kept in the platform because
 * more than one feature needs the list: the signals admin offers it, and the signal alerts let a subscriber
 * choose among it. Each is a symbol of the contract specifications (instrument-specs.ts).
 */
export const signalInstrumentSymbols = [
  'EUR/USD',
  'GBP/USD',
  'USD/JPY',
  'USD/CHF',
  'USD/CAD',
  'AUD/USD',
  'NZD/USD',
  'EUR/GBP',
  'EUR/JPY',
  'GBP/JPY',
  'XAU/USD',
  'XAG/USD',
  'WTI',
  'S&P 500',
  'NASDAQ 100',
  'DAX',
  'BTC/USD',
  'ETH/USD',
] as const satisfies readonly SpecSymbol[];
export type SignalInstrumentSymbol = (typeof signalInstrumentSymbols)[number];

/** Whether `value` is one of the signal instruments. */
export function isSignalInstrument(value: unknown): value is SignalInstrumentSymbol {
  return (signalInstrumentSymbols as readonly unknown[]).includes(value);
}
