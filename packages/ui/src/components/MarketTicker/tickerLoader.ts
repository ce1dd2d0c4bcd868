import type { TickerSymbol } from './tickerSymbols';

export const TICKER_SCRIPT_SRC = 'https://s3.tradingview.com/external-embedding/embed-widget-ticker-tape.js';

/** How long to wait for an idle moment before loading the widget anyway. */
export const IDLE_TIMEOUT_MS = 2000;

/** The widget's configuration, read by TradingView's script from its own text (dark theme). */
export function tickerWidgetConfig(symbols: readonly TickerSymbol[]) {
  return {
    symbols: symbols.map(({ proName, title }) => ({ proName, title })),
    showSymbolLogo: true,
    // Opaque: once the widget paints, it covers the static strip beneath it.
    isTransparent: false,
    displayMode: 'adaptive',
    colorTheme: 'dark',
    locale: 'en',
  };
}

type IdleWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> & {
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `task` once the window has loaded and the main thread is idle, so the third-party widget never
 * competes with the page's own resources. Falls back to a timeout where requestIdleCallback is missing
 * (Safari). Returns a function that cancels whatever is still pending.
 */
export function runAfterLoadAndIdle(task: () => void, win: IdleWindow = window): () => void {
  let cancelled = false;
  let cancelIdle: (() => void) | undefined;

  const scheduleIdle = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function') {
      const handle = win.requestIdleCallback(() => !cancelled && task(), { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => win.cancelIdleCallback?.(handle);
    } else {
      const handle = win.setTimeout(() => !cancelled && task(), 1);
      cancelIdle = () => win.clearTimeout(handle);
    }
  };

  if (win.document.readyState === 'complete') {
    scheduleIdle();
  } else {
    win.addEventListener('load', scheduleIdle, { once: true });
  }

  return () => {
    cancelled = true;
    win.removeEventListener('load', scheduleIdle);
    cancelIdle?.();
  };
}

export interface InjectTickerOptions {
  symbols: readonly TickerSymbol[];
  /** CSP nonce for the injected script, when the page has one. */
  nonce?: string;
  onError?: () => void;
}

/** Appends TradingView's embed script, with its configuration as the script's text, into `container`. */
export function injectTickerScript(container: HTMLElement, { symbols, nonce, onError }: InjectTickerOptions) {
  const doc = container.ownerDocument;
  // TradingView's embed script draws into the sibling placeholder it expects next to itself.
  const placeholder = doc.createElement('div');
  placeholder.className = 'tradingview-widget-container__widget';
  container.appendChild(placeholder);
  const script = doc.createElement('script');
  script.type = 'text/javascript';
  script.src = TICKER_SCRIPT_SRC;
  script.async = true;
  if (nonce) script.nonce = nonce;
  script.textContent = JSON.stringify(tickerWidgetConfig(symbols));
  if (onError) script.addEventListener('error', onError, { once: true });
  container.appendChild(script);
  return script;
}
