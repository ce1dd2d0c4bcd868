/** How far ahead of the viewport a widget starts loading. */
export const WIDGET_ROOT_MARGIN = '200px';

/** After this long without a load event the widget counts as unavailable (the script may still arrive). */
export const WIDGET_LOAD_TIMEOUT_MS = 15_000;

export interface InjectWidgetOptions {
  src: string;
  /** Serialised as the script's text, which is where TradingView's embed scripts read their configuration. */
  config: object;
  nonce?: string;
  onLoad?: () => void;
  onError?: () => void;
}

/** Appends a TradingView embed script, and the placeholder div it draws into, to `container`. */
export function injectWidgetScript(
  container: HTMLElement,
  { src, config, nonce, onLoad, onError }: InjectWidgetOptions,
) {
  const doc = container.ownerDocument;
  const target = doc.createElement('div');
  target.className = 'tradingview-widget-container__widget';
  container.appendChild(target);
  const script = doc.createElement('script');
  script.type = 'text/javascript';
  script.src = src;
  script.async = true;
  if (nonce) script.nonce = nonce;
  script.textContent = JSON.stringify(config);
  if (onLoad) script.addEventListener('load', onLoad, { once: true });
  if (onError) script.addEventListener('error', onError, { once: true });
  container.appendChild(script);
  return script;
}

/**
 * Calls `onNear` once when `element` comes within `rootMargin` of the viewport. Without
 * IntersectionObserver (very old browsers) it calls at once. Returns a function that stops watching.
 */
export function whenNearViewport(element: Element, onNear: () => void, rootMargin = WIDGET_ROOT_MARGIN): () => void {
  if (typeof IntersectionObserver !== 'function') {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onNear();
      }
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
