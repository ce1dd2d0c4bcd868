import { MarketTicker, defaultTickerSymbols } from '@upm/ui';
import { useWidgetConsent } from '~/platform/consent';
import { marketPathFor } from '~/platform/market-links';
import { useNonce } from '~/lib/nonce';

// The original's ten symbols, each linked to its market page in the static (not live) strip.
const tickerSymbols = defaultTickerSymbols.map((symbol) => ({ ...symbol, href: marketPathFor(symbol.proName) }));

/** The ticker strip: static and marked "Not live" until the visitor accepts TradingView (decision 017). */
export function ConsentedTicker() {
  const nonce = useNonce();
  const consent = useWidgetConsent();
  return <MarketTicker symbols={tickerSymbols} loadWidget={consent === 'accept'} nonce={nonce} />;
}
