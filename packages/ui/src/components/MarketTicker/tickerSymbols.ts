/** One ticker symbol: TradingView's exchange-qualified name and the label shown to visitors. */
export interface TickerSymbol {
  /** TradingView `proName`, e.g. `FX:EURUSD`. */
  proName: string;
  /** Human label, e.g. `EUR/USD`. */
  title: string;
  /** The site's page about this market: the static strip links there. */
  href?: string;
}

/** The ten symbols of the ticker strip, in the original site's order. */
export const defaultTickerSymbols = [
  { proName: 'FX:EURUSD', title: 'EUR/USD' },
  { proName: 'FX:GBPUSD', title: 'GBP/USD' },
  { proName: 'FX:USDJPY', title: 'USD/JPY' },
  { proName: 'BITSTAMP:BTCUSD', title: 'BTC/USD' },
  { proName: 'BITSTAMP:ETHUSD', title: 'ETH/USD' },
  { proName: 'OANDA:XAUUSD', title: 'Gold' },
  { proName: 'OANDA:XAGUSD', title: 'Silver' },
  { proName: 'FOREXCOM:SPXUSD', title: 'S&P 500' },
  { proName: 'FOREXCOM:NSXUSD', title: 'US 100' },
  { proName: 'TVC:USOIL', title: 'Oil' },
] as const satisfies readonly TickerSymbol[];
