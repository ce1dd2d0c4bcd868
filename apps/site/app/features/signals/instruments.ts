import { instrumentKinds, type InstrumentKind, specBySymbol } from '~/platform/instruments/instrument-specs';
import { signalInstrumentSymbols } from '~/platform/instruments/signal-instruments';

/*
 * The instruments signals may be published on (browser-safe: the admin form and the public pages read it). Each
 * one's name, kind and price decimals come from the contract specifications the trader tools use too
 * (platform/instruments/instrument-specs.ts), so the admin cannot offer an instrument the tools cannot size.
 * `precision` is the number of decimals a price may have; `pipSize` is the unit results are counted in, the
 * table's `step`, which the tools count in too: a pip for forex, a point of 1.00 in price for everything else
 * (decisions/046); `stepDecimals` in the same table says how a count of them is rounded and written.
 */

export { instrumentKinds, type InstrumentKind };

export interface Instrument {
  /** The symbol stored with the signal and shown everywhere, e.g. `EUR/USD`. */
  symbol: string;
  /** The name a reader may not know the symbol by. */
  name: string;
  kind: InstrumentKind;
  precision: number;
  pipSize: number;
}

// The list lives in the platform: the signal alerts offer the same choice.
export const instrumentSymbols = signalInstrumentSymbols;
export type InstrumentSymbol = (typeof instrumentSymbols)[number];

function fromSpec(symbol: InstrumentSymbol): Instrument {
  const spec = specBySymbol(symbol);
  return {
    symbol,
    name: spec.name,
    kind: spec.kind,
    precision: spec.precision,
    pipSize: spec.step,
  };
}

export const instruments = Object.fromEntries(
  instrumentSymbols.map((symbol) => [symbol, fromSpec(symbol)]),
) as Readonly<Record<InstrumentSymbol, Instrument>>;

/** Whether results on this instrument are counted in pips (forex) or points (everything else). */
export function resultUnit(instrument: Instrument): 'pips' | 'points' {
  return instrument.kind === 'forex' ? 'pips' : 'points';
}

export function isInstrumentSymbol(value: string): value is InstrumentSymbol {
  return (instrumentSymbols as readonly string[]).includes(value);
}

/** A price written with the instrument's decimals (`1.08000`, `150.250`, `2650.50`). */
export function formatPrice(symbol: InstrumentSymbol, price: number): string {
  return price.toFixed(instruments[symbol].precision);
}
