/*
 * The contract specification of every instrument the site names: the one table the signals admin (which
 * instruments a signal may be published on, and their price decimals) and the trader tools (what a lot, a pip or
 * a point is worth) both read. Browser-safe and dependency-free: the tool pages bundle it.
 *
 * Brokers publish their own contract specifications and a few differ (an index CFD of 10 or 25 a point, a
 * "pip" of gold of 0.10). The sizes below are the retail CFD conventions stated in docs/decisions/031; the tools
 * print the size they used beside every answer, so a trader whose broker differs can see it.
 *
 * `step` is the one unit the whole site counts moves in (the signal record, its pips and R figures, the tools,
 * the lessons): a pip for forex, otherwise a point of 1.00 in price, the unit the signal record was published in
 * (docs/decisions/046).
 */

/** The currencies an amount can be converted between (account currencies, and every quote currency). */
export const currencies = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'AUD', 'CAD', 'NZD'] as const;
export type Currency = (typeof currencies)[number];

export const instrumentKinds = ['forex', 'metal', 'energy', 'index', 'crypto'] as const;
export type InstrumentKind = (typeof instrumentKinds)[number];

export interface InstrumentSpec {
  /** As traders write it and as a signal stores it: `EUR/USD`, `XAU/USD`, `DAX`. */
  symbol: string;
  /** As in a tool's URL: `EURUSD`, `XAUUSD`, `DAX` (letters and digits only; never renamed, links name it). */
  code: string;
  /** The name a reader may not know the symbol by. */
  name: string;
  kind: InstrumentKind;
  /** The currency bought, when it is a currency (forex); undefined for gold, an index or a coin. */
  base?: Currency;
  /** The currency the price is quoted in: a move of the price is a profit or loss in it. */
  quote: Currency;
  /** What one lot holds: 100,000 units of the base currency, 100 oz of gold, 1 coin. */
  contractSize: number;
  /** What a unit of the contract is, written after a number: `EUR`, `oz`, `barrels`, `coins`. */
  unit: string;
  /**
   * The unit moves are counted in, everywhere on the site: a pip for forex (0.0001, or 0.01 when the quote
   * currency is the yen), a point of 1.00 in price otherwise (gold, silver, oil, an index, a coin).
   */
  step: number;
  /** Whether `step` is called a pip (forex) or a point (everything else). */
  stepName: 'pip' | 'point';
  /** How many decimals a price has. */
  precision: number;
  /** A plausible price, pre-filled in the tools and labelled there as a sample (the site has no live prices). */
  sample: string;
}

type SpecInput = Omit<InstrumentSpec, 'stepName'>;
const spec = <const Symbol extends string, const Code extends string>(
  input: SpecInput & { symbol: Symbol; code: Code },
) => ({ ...input, stepName: input.kind === 'forex' ? ('pip' as const) : ('point' as const) });

/** A currency pair: 100,000 units of the base a lot; a pip of 0.0001, or 0.01 against the yen. */
const forex = <const Base extends Currency, const Quote extends Currency>(
  base: Base,
  quote: Quote,
  name: string,
  sample: string,
) => {
  const yen = quote === 'JPY';
  return spec({
    symbol: `${base}/${quote}` as `${Base}/${Quote}`,
    code: `${base}${quote}` as `${Base}${Quote}`,
    name,
    kind: 'forex',
    base,
    quote,
    contractSize: 100_000,
    unit: base,
    step: yen ? 0.01 : 0.0001,
    precision: yen ? 3 : 5,
    sample,
  });
};

/**
 * Every instrument, in the order the tools list them. A URL names one by its code, so a code is never renamed;
 * the signals admin offers the subset in features/signals/instruments.ts.
 */
export const instrumentSpecs = [
  forex('EUR', 'USD', 'Euro / US dollar', '1.0850'),
  forex('GBP', 'USD', 'British pound / US dollar', '1.2700'),
  forex('USD', 'JPY', 'US dollar / Japanese yen', '150.00'),
  forex('USD', 'CHF', 'US dollar / Swiss franc', '0.8800'),
  forex('USD', 'CAD', 'US dollar / Canadian dollar', '1.3600'),
  forex('AUD', 'USD', 'Australian dollar / US dollar', '0.6600'),
  forex('NZD', 'USD', 'New Zealand dollar / US dollar', '0.6000'),
  forex('EUR', 'GBP', 'Euro / British pound', '0.8550'),
  forex('EUR', 'JPY', 'Euro / Japanese yen', '162.75'),
  forex('GBP', 'JPY', 'British pound / Japanese yen', '190.50'),
  forex('EUR', 'CHF', 'Euro / Swiss franc', '0.9550'),
  forex('AUD', 'JPY', 'Australian dollar / Japanese yen', '99.00'),
  spec({
    symbol: 'XAU/USD',
    code: 'XAUUSD',
    name: 'Gold',
    kind: 'metal',
    quote: 'USD',
    contractSize: 100,
    unit: 'oz',
    step: 1,
    precision: 2,
    sample: '2650.00',
  }),
  spec({
    symbol: 'XAG/USD',
    code: 'XAGUSD',
    name: 'Silver',
    kind: 'metal',
    quote: 'USD',
    contractSize: 5000,
    unit: 'oz',
    step: 1,
    precision: 3,
    sample: '31.000',
  }),
  spec({
    symbol: 'WTI',
    code: 'WTI',
    name: 'WTI crude oil',
    kind: 'energy',
    quote: 'USD',
    contractSize: 1000,
    unit: 'barrels',
    step: 1,
    precision: 2,
    sample: '75.00',
  }),
  spec({
    symbol: 'S&P 500',
    code: 'SPX500',
    name: 'S&P 500 index',
    kind: 'index',
    quote: 'USD',
    contractSize: 1,
    unit: 'contracts',
    step: 1,
    precision: 1,
    sample: '5900.0',
  }),
  spec({
    symbol: 'NASDAQ 100',
    code: 'NAS100',
    name: 'NASDAQ 100 index',
    kind: 'index',
    quote: 'USD',
    contractSize: 1,
    unit: 'contracts',
    step: 1,
    precision: 1,
    sample: '20500.0',
  }),
  spec({
    symbol: 'DAX',
    code: 'DAX',
    name: 'DAX 40 index',
    kind: 'index',
    quote: 'EUR',
    contractSize: 1,
    unit: 'contracts',
    step: 1,
    precision: 1,
    sample: '19500.0',
  }),
  spec({
    symbol: 'BTC/USD',
    code: 'BTCUSD',
    name: 'Bitcoin / US dollar',
    kind: 'crypto',
    quote: 'USD',
    contractSize: 1,
    unit: 'coins',
    step: 1,
    precision: 2,
    sample: '95000.00',
  }),
  spec({
    symbol: 'ETH/USD',
    code: 'ETHUSD',
    name: 'Ether / US dollar',
    kind: 'crypto',
    quote: 'USD',
    contractSize: 1,
    unit: 'coins',
    step: 1,
    precision: 2,
    sample: '3400.00',
  }),
] as const satisfies readonly InstrumentSpec[];

export type SpecSymbol = (typeof instrumentSpecs)[number]['symbol'];
export type SpecCode = (typeof instrumentSpecs)[number]['code'];

/**
 * The decimals a count of steps is written and rounded with: a tenth of a pip for forex, and for a point of 1.00
 * the price's own decimals (gold +12.40 points, silver +0.350 points). Short on purpose: the tool pages load it.
 */
export const stepDecimals = (spec: Pick<InstrumentSpec, 'kind' | 'precision'>): number =>
  spec.kind === 'forex' ? 1 : spec.precision;

/** The specification of an instrument by its symbol (symbols come from the table's type, so it exists). */
export function specBySymbol(symbol: SpecSymbol): InstrumentSpec {
  return instrumentSpecs.find((entry) => entry.symbol === symbol)!;
}

/** The lot sizes brokers offer below a standard lot: the tools fall back to them when 0.01 rounds to nothing. */
export const lotSteps = { standard: 1, mini: 0.1, micro: 0.01, nano: 0.001 } as const;
