import { cva, type VariantProps } from 'class-variance-authority';
import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ForwardedRef,
  type ReactElement,
} from 'react';
import * as styles from './TradingViewWidget.css';
import { injectWidgetScript, whenNearViewport, WIDGET_LOAD_TIMEOUT_MS } from './tradingViewLoader';

/** Reserved heights in CSS pixels, so nothing shifts when a widget loads. */
export const tradingViewWidgetHeights = [300, 500] as const;
export type TradingViewWidgetHeight = (typeof tradingViewWidgetHeights)[number];

const box = cva(styles.box, { variants: { height: styles.height } });
export type TradingViewWidgetVariants = VariantProps<typeof box>;

export const tradingViewWidgetStates = ['idle', 'loading', 'loaded', 'failed'] as const;
export type TradingViewWidgetState = (typeof tradingViewWidgetStates)[number];

export interface TradingViewWidgetProps<Config extends object = object> extends Omit<
  ComponentPropsWithoutRef<'section'>,
  'children' | 'title'
> {
  /** Names the region and heads the box ("EUR/USD chart"). */
  title: string;
  /** The TradingView embed script URL. */
  script: string;
  /** The widget's configuration, as the embed script expects it. */
  config: Config;
  /** Reserved height in pixels; must match the configuration's height. */
  height: TradingViewWidgetHeight;
  /** Heading level of the title. */
  headingLevel?: 2 | 3 | 4;
  /** Show the title above the box; when false it still names the region. */
  showTitle?: boolean;
  /** Load the third-party script when near the viewport. Off: the placeholder only (stories, tests). */
  loadWidget?: boolean;
  /** Start in this state: lets stories show each placeholder without a network. */
  initialState?: TradingViewWidgetState;
  /** CSP nonce for the injected script. */
  nonce?: string;
  /** Told of each change of state: lets a page replace failed widgets with one compact notice. */
  onStateChange?: (state: TradingViewWidgetState) => void;
}

/** What the placeholder says in each state. */
export const tradingViewWidgetMessages: Record<TradingViewWidgetState, string> = {
  idle: 'Live data from TradingView loads as you scroll to it.',
  loading: 'Loading live data from TradingView\u2026',
  loaded: 'Live data from TradingView.',
  failed: 'Live data is unavailable right now: the TradingView widget could not be loaded. Please try again later.',
};

/**
 * A third-party TradingView widget in a box of reserved height. The server renders a titled region with a
 * readable placeholder; the script is injected only when the box comes within 200 px of the viewport, and if
 * it cannot load the placeholder says so. Nothing here blocks rendering or moves the layout.
 */
function TradingViewWidgetInner<Config extends object>(
  {
    title,
    script,
    config,
    height,
    headingLevel = 3,
    showTitle = true,
    loadWidget = true,
    initialState = 'idle',
    nonce,
    onStateChange,
    className,
    ...rest
  }: TradingViewWidgetProps<Config>,
  ref: ForwardedRef<HTMLElement>,
) {
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<TradingViewWidgetState>(initialState);
  // The configuration is serialised once per change of its content, not of its identity.
  const configJson = JSON.stringify(config);
  const onStateChangeRef = useRef(onStateChange);
  useEffect(() => {
    onStateChangeRef.current = onStateChange;
  });
  useEffect(() => {
    onStateChangeRef.current?.(state);
  }, [state]);

  useEffect(() => {
    const boxElement = boxRef.current;
    const container = widgetRef.current;
    if (!loadWidget || !boxElement || !container) return;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    let frameObserver: MutationObserver | undefined;
    const stopWatching = whenNearViewport(boxElement, () => {
      setState('loading');
      // TradingView's iframe has no title; give it one so assistive technology can name it.
      frameObserver = new MutationObserver(() => {
        container.querySelectorAll('iframe:not([title])').forEach((frame) => frame.setAttribute('title', title));
      });
      frameObserver.observe(container, { childList: true, subtree: true });
      timeout = setTimeout(
        () => setState((current) => (current === 'loading' ? 'failed' : current)),
        WIDGET_LOAD_TIMEOUT_MS,
      );
      injectWidgetScript(container, {
        src: script,
        config: JSON.parse(configJson) as object,
        nonce,
        onLoad: () => setState('loaded'),
        onError: () => setState('failed'),
      });
    });
    return () => {
      stopWatching();
      clearTimeout(timeout);
      frameObserver?.disconnect();
      container.replaceChildren();
    };
  }, [loadWidget, script, configJson, nonce, title]);

  const Heading = `h${headingLevel}` as const;
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      className={className ? `${styles.root} ${className}` : styles.root}
      data-state={state}
      {...rest}
    >
      <Heading id={titleId} className={styles.title} hidden={!showTitle}>
        {title}
      </Heading>
      <div ref={boxRef} className={box({ height })} data-testid="widget-box">
        <div className={styles.placeholder}>
          {showTitle ? null : <p className={styles.placeholderTitle}>{title}</p>}
          <p>{tradingViewWidgetMessages[state]}</p>
        </div>
        <div ref={widgetRef} className={`tradingview-widget-container ${styles.widget}`} />
      </div>
    </section>
  );
}

/** Generic over the widget's configuration type; forwardRef loses generics, hence the cast. */
export const TradingViewWidget = forwardRef(TradingViewWidgetInner) as <Config extends object>(
  props: TradingViewWidgetProps<Config> & { ref?: ForwardedRef<HTMLElement> },
) => ReactElement;
