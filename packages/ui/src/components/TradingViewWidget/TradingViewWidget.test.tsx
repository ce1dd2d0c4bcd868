import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TradingViewWidget, tradingViewWidgetMessages } from './TradingViewWidget';

const SRC = 'https://s3.tradingview.com/external-embedding/embed-widget-advanced-chart.js';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observers: { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: (typeof observers)[number];
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        this.record = { callback, options, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderWidget() {
  return render(
    <TradingViewWidget
      title="EUR/USD chart"
      script={SRC}
      height={300}
      config={{ symbol: 'FX:EURUSD', interval: '240', height: 300 }}
    />,
  );
}

describe('TradingViewWidget', () => {
  it('renders a titled region with a readable placeholder and no script', () => {
    const { container } = renderWidget();
    expect(screen.getByRole('region', { name: 'EUR/USD chart' })).toBeInTheDocument();
    expect(screen.getByText(tradingViewWidgetMessages.idle)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });

  it('loads the script with its configuration only when scrolled within 200 px', () => {
    const { container } = renderWidget();
    expect(observers[0]?.options?.rootMargin).toBe('200px');
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    const script = container.querySelector('script');
    expect(script?.src).toBe(SRC);
    expect(JSON.parse(script?.textContent ?? '')).toEqual({ symbol: 'FX:EURUSD', interval: '240', height: 300 });
    expect(script?.parentElement).toHaveClass('tradingview-widget-container');
    expect(screen.getByText(tradingViewWidgetMessages.loading)).toBeInTheDocument();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('says so when the script cannot load', () => {
    const { container } = renderWidget();
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    act(() => {
      fireEvent.error(container.querySelector('script') as HTMLScriptElement);
    });
    expect(screen.getByText(tradingViewWidgetMessages.failed)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'EUR/USD chart' })).toHaveAttribute('data-state', 'failed');
  });

  it('gives up waiting after the timeout', () => {
    vi.useFakeTimers();
    try {
      renderWidget();
      act(() => observers[0]?.callback([{ isIntersecting: true }]));
      act(() => vi.advanceTimersByTime(15_000));
      expect(screen.getByText(tradingViewWidgetMessages.failed)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('never loads when loadWidget is off', () => {
    render(<TradingViewWidget title="Economic calendar" script={SRC} height={500} config={{}} loadWidget={false} />);
    expect(observers).toHaveLength(0);
  });
});
