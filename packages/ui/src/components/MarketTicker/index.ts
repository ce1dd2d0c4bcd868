export { MarketTicker, type MarketTickerProps } from './MarketTicker';
export { defaultTickerSymbols, type TickerSymbol } from './tickerSymbols';
export { TICKER_SCRIPT_SRC, tickerWidgetConfig } from './tickerLoader';
