import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarketTicker } from './MarketTicker';
import type { tickerWidgetConfig } from './tickerLoader';
import { IDLE_TIMEOUT_MS, TICKER_SCRIPT_SRC, injectTickerScript, runAfterLoadAndIdle } from './tickerLoader';
import { defaultTickerSymbols } from './tickerSymbols';

function fakeWindow(readyState: DocumentReadyState, withIdle: boolean) {
  const listeners = new Map<string, () => void>();
  const idle: Array<{ callback: () => void; timeout?: number }> = [];
  const win = {
    document: { readyState },
    addEventListener: vi.fn((type: string, listener: () => void) => listeners.set(type, listener)),
    removeEventListener: vi.fn((type: string) => listeners.delete(type)),
    setTimeout: vi.fn((callback: () => void) => {
      idle.push({ callback });
      return idle.length;
    }),
    clearTimeout: vi.fn(),
    requestIdleCallback: withIdle
      ? vi.fn((callback: () => void, options?: { timeout: number }) => {
          idle.push({ callback, timeout: options?.timeout });
          return idle.length;
        })
      : undefined,
    cancelIdleCallback: withIdle ? vi.fn() : undefined,
  };
  return {
    win: win as unknown as Window,
    raw: win,
    fireLoad: () => listeners.get('load')?.(),
    runIdle: () => idle.splice(0).forEach(({ callback }) => callback()),
    idle,
  };
}

describe('runAfterLoadAndIdle', () => {
  it('waits for the window load event, then for an idle moment with a timeout', () => {
    const env = fakeWindow('interactive', true);
    const task = vi.fn();
    runAfterLoadAndIdle(task, env.win);
    expect(env.raw.requestIdleCallback).not.toHaveBeenCalled();
    env.fireLoad();
    expect(env.idle[0]?.timeout).toBe(IDLE_TIMEOUT_MS);
    expect(task).not.toHaveBeenCalled();
    env.runIdle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('goes straight to idle when the window has already loaded', () => {
    const env = fakeWindow('complete', true);
    const task = vi.fn();
    runAfterLoadAndIdle(task, env.win);
    expect(env.raw.addEventListener).not.toHaveBeenCalled();
    env.runIdle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('falls back to a timeout where requestIdleCallback is missing', () => {
    const env = fakeWindow('complete', false);
    const task = vi.fn();
    runAfterLoadAndIdle(task, env.win);
    expect(env.raw.setTimeout).toHaveBeenCalledOnce();
    env.runIdle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('does nothing once cancelled', () => {
    const env = fakeWindow('loading', true);
    const task = vi.fn();
    const cancel = runAfterLoadAndIdle(task, env.win);
    cancel();
    env.fireLoad();
    env.runIdle();
    expect(task).not.toHaveBeenCalled();
    expect(env.raw.removeEventListener).toHaveBeenCalledWith('load', expect.any(Function));
  });
});

describe('injectTickerScript', () => {
  it('adds the TradingView script with its configuration and nonce', () => {
    const container = document.createElement('div');
    const script = injectTickerScript(container, { symbols: defaultTickerSymbols, nonce: 'abc' });
    expect(script.src).toBe(TICKER_SCRIPT_SRC);
    expect(script.async).toBe(true);
    expect(script.nonce).toBe('abc');
    const config = JSON.parse(script.textContent ?? '') as ReturnType<typeof tickerWidgetConfig>;
    expect(config.colorTheme).toBe('dark');
    expect(config.symbols).toHaveLength(10);
    expect(config.symbols[0]).toEqual({ proName: 'FX:EURUSD', title: 'EUR/USD' });
    expect(container.querySelector('.tradingview-widget-container__widget')).not.toBeNull();
  });
});

describe('MarketTicker', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders the ten symbol names as a static strip in a named region', () => {
    render(<MarketTicker loadWidget={false} />);
    const region = screen.getByRole('region', { name: 'Market ticker' });
    const names = within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual([
      'EUR/USD',
      'GBP/USD',
      'USD/JPY',
      'BTC/USD',
      'ETH/USD',
      'Gold',
      'Silver',
      'S&P 500',
      'US 100',
      'Oil',
    ]);
    expect(region.querySelector('script')).toBeNull();
  });

  it('adds the widget script only after load and idle, and keeps the names if it fails', () => {
    vi.useFakeTimers();
    // jsdom has no requestIdleCallback: the timeout fallback runs.
    render(<MarketTicker />);
    const region = screen.getByRole('region', { name: 'Market ticker' });
    expect(region.querySelector('script')).toBeNull();
    act(() => {
      vi.runAllTimers();
    });
    const script = region.querySelector('script');
    expect(script).not.toBeNull();
    act(() => {
      script?.dispatchEvent(new Event('error'));
    });
    expect(region).toHaveAttribute('data-state', 'failed');
    expect(within(region).getByText('EUR/USD')).toBeVisible();
  });
});
