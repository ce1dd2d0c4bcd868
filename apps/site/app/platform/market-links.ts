import type { WidgetNoticeLink } from '@upm/ui';

/** TradingView symbol prefixes and the market page each belongs to. */
const marketPages: readonly (readonly [RegExp, string])[] = [
  [/^FX:/, '/markets/forex'],
  [/^BITSTAMP:/, '/markets/crypto'],
  [/^(OANDA|TVC):/, '/markets/commodity'],
  [/^(FOREXCOM|XETR):/, '/markets/indices'],
];

/** The site's page about the market of a TradingView symbol (`FX:EURUSD` → /markets/forex). */
export function marketPathFor(symbol: string): string {
  return marketPages.find(([pattern]) => pattern.test(symbol))?.[1] ?? '/markets';
}

/** Symbols as text links to their market pages, each label once (the fallback where a live widget does not load). */
export function symbolLinks(symbols: readonly { label: string; symbol: string }[]): WidgetNoticeLink[] {
  const seen = new Set<string>();
  return symbols.flatMap(({ label, symbol }) => {
    if (seen.has(label)) return [];
    seen.add(label);
    return [{ label, href: marketPathFor(symbol) }];
  });
}
