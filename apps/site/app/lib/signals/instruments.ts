/*
 * The instruments signals may be published on, as typed data (browser-safe: the admin form and the public
 * pages read it). `precision` is the number of decimals a price may have; `pipSize` is what one pip is worth
 * in price for forex (0.0001, or 0.01 when the quote currency is the yen). Everything else is counted in
 * points, one point being a price difference of 1, so its `pipSize` is 1.
 */

export const instrumentKinds = ['forex', 'metal', 'energy', 'index', 'crypto'] as const;
export type InstrumentKind = (typeof instrumentKinds)[number];

export interface Instrument {
  /** The symbol stored with the signal and shown everywhere, e.g. `EUR/USD`. */
  symbol: string;
  /** The name a reader may not know the symbol by. */
  name: string;
  kind: InstrumentKind;
  precision: number;
  pipSize: number;
}

const forex = (symbol: string, name: string): Instrument => {
  const yen = symbol.endsWith('/JPY');
  return { symbol, name, kind: 'forex', precision: yen ? 3 : 5, pipSize: yen ? 0.01 : 0.0001 };
};
const pointed = (symbol: string, name: string, kind: InstrumentKind, precision: number): Instrument => ({
  symbol,
  name,
  kind,
  precision,
  pipSize: 1,
});

export const instrumentSymbols = [
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
] as const;
export type InstrumentSymbol = (typeof instrumentSymbols)[number];

export const instruments: Readonly<Record<InstrumentSymbol, Instrument>> = {
  'EUR/USD': forex('EUR/USD', 'Euro / US dollar'),
  'GBP/USD': forex('GBP/USD', 'British pound / US dollar'),
  'USD/JPY': forex('USD/JPY', 'US dollar / Japanese yen'),
  'USD/CHF': forex('USD/CHF', 'US dollar / Swiss franc'),
  'USD/CAD': forex('USD/CAD', 'US dollar / Canadian dollar'),
  'AUD/USD': forex('AUD/USD', 'Australian dollar / US dollar'),
  'NZD/USD': forex('NZD/USD', 'New Zealand dollar / US dollar'),
  'EUR/GBP': forex('EUR/GBP', 'Euro / British pound'),
  'EUR/JPY': forex('EUR/JPY', 'Euro / Japanese yen'),
  'GBP/JPY': forex('GBP/JPY', 'British pound / Japanese yen'),
  'XAU/USD': pointed('XAU/USD', 'Gold', 'metal', 2),
  'XAG/USD': pointed('XAG/USD', 'Silver', 'metal', 3),
  WTI: pointed('WTI', 'WTI crude oil', 'energy', 2),
  'S&P 500': pointed('S&P 500', 'S&P 500 index', 'index', 1),
  'NASDAQ 100': pointed('NASDAQ 100', 'NASDAQ 100 index', 'index', 1),
  DAX: pointed('DAX', 'DAX 40 index', 'index', 1),
  'BTC/USD': pointed('BTC/USD', 'Bitcoin / US dollar', 'crypto', 2),
  'ETH/USD': pointed('ETH/USD', 'Ether / US dollar', 'crypto', 2),
};

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
