// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import type { LoaderFunction } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '~/config.server';
import { createRequestContext } from '~/context.server';
import { renderPage } from '~/test-support/render-page';
import Margin, { loader as marginLoader } from './margin';
import MarketHours, { loader as marketHoursLoader } from './market-hours';
import PipValue, { loader as pipValueLoader } from './pip-value';
import PositionSize, { loader as positionSizeLoader } from './position-size';
import Profit, { loader as profitLoader } from './profit';
import RiskReward, { loader as riskRewardLoader } from './risk-reward';

/*
 * Each tool's page for a URL, as the server renders it: the worked answers of the pages, a shared link's result, a
 * bad value's message by its field, and market hours at a given moment. Typing into the tools and the GET form
 * without scripts are flows: tests/e2e/tools.spec.ts.
 */

afterEach(cleanup);

// The route loaders read only the request: their generated argument types ask for more than they use.
const loaded = (loader: (args: never) => unknown): LoaderFunction => loader as LoaderFunction;

/** A loader that reads the configuration too (the risk-reward minimum), given a request context from `env`. */
const configured =
  (loader: (args: never) => unknown, env: Record<string, string> = {}): LoaderFunction =>
  (args) =>
    (loader as LoaderFunction)({
      ...args,
      context: createRequestContext({ db: undefined as never, config: readConfig(env), clientIp: '', nonce: '' }),
    });

const result = () => screen.getByRole('region', { name: /position size|pip value|margin|profit|risk/i });
const calculator = () => within(screen.getByRole('region', { name: 'Calculator' }));

describe('a tool page for a URL', () => {
  it('position size: the defaults give 0.20 lots risking $100.00', async () => {
    await renderPage(PositionSize, '/tools/position-size', loaded(positionSizeLoader));
    expect(result()).toHaveTextContent('0.20 lots');
    expect(result()).toHaveTextContent('$100.00');
  });

  it('position size: a shared link opens on its result, JPY account and cross rate included', async () => {
    await renderPage(
      PositionSize,
      '/tools/position-size?account=GBP&balance=5000&risk=1&stop=40&pair=EURJPY&price=162.75&rate=0.0052',
      loaded(positionSizeLoader),
    );
    expect(result()).toHaveTextContent('0.24 lots');
    expect(result()).toHaveTextContent('£49.92');
    expect(calculator().getByLabelText('Conversion rate: 1 JPY = ? GBP')).toHaveValue('0.0052');
  });

  it('position size: a link with a mistyped price and a large risk opens on its warnings, read with the result', async () => {
    await renderPage(
      PositionSize,
      '/tools/position-size?account=USD&balance=10000&risk=8&stop=50&pair=EURUSD&price=15.0',
      loaded(positionSizeLoader),
    );
    const status = within(result()).getByRole('status');
    expect(status).toHaveTextContent(/Caution: this trade risks 8% of the balance \(\$800\.00\)/);
    expect(status).toHaveTextContent(
      /Check the price: EUR\/USD at 15 is far from its reference of 1\.041 on 28 February 2025/,
    );
    expect(status).toHaveTextContent('1.60 lots');
  });

  it('pip value: one lot of USD/JPY at 150.00 is worth $6.67 a pip', async () => {
    await renderPage(
      PipValue,
      '/tools/pip-value?account=USD&pair=USDJPY&price=150.00&lots=1&rate=',
      loaded(pipValueLoader),
    );
    expect(result()).toHaveTextContent('$6.67');
  });

  it('margin: the worked answer of the page is $3,616.67', async () => {
    await renderPage(Margin, '/tools/margin', loaded(marginLoader));
    expect(result()).toHaveTextContent('$3,616.67');
  });

  it('margin: a bad price comes back with its message next to the field', async () => {
    await renderPage(
      Margin,
      '/tools/margin?account=USD&pair=EURUSD&price=abc&lots=1&leverage=30&rate=',
      loaded(marginLoader),
    );
    const price = calculator().getByLabelText('Price of the pair');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(/Enter the price as a number, like 1.0850/);
    expect(result()).toHaveTextContent('Correct the highlighted fields');
  });

  it('profit: the worked answer is +$1,000.00; selling instead loses $1,000.00, 100.0 pips', async () => {
    await renderPage(Profit, '/tools/profit', loaded(profitLoader));
    expect(result()).toHaveTextContent('+$1,000.00');
    cleanup();
    await renderPage(
      Profit,
      '/tools/profit?account=USD&pair=EURUSD&direction=sell&open=1.0850&close=1.0950&lots=1&rate=',
      loaded(profitLoader),
    );
    expect(result()).toHaveTextContent('−$1,000.00');
    expect(result()).toHaveTextContent('−100.0');
  });

  it('risk-reward: the worked answer is 1:2.00, for a buy and for the mirrored sell', async () => {
    await renderPage(RiskReward, '/tools/risk-reward', configured(riskRewardLoader));
    expect(result()).toHaveTextContent('1:2.00');
    cleanup();
    await renderPage(
      RiskReward,
      '/tools/risk-reward?pair=EURUSD&direction=sell&entry=1.0850&stop=1.0900&target=1.0750',
      configured(riskRewardLoader),
    );
    expect(result()).toHaveTextContent('1:2.00');
  });
});

describe('a tool page reading the configuration', () => {
  it('risk-reward: a trade under SIGNALS_MIN_RISK_REWARD is flagged; with 0 there is no minimum', async () => {
    const low = '/tools/risk-reward?pair=EURUSD&direction=buy&entry=1.0850&stop=1.0800&target=1.0925';
    await renderPage(RiskReward, low, configured(riskRewardLoader, { SIGNALS_MIN_RISK_REWARD: '2' }));
    expect(result()).toHaveTextContent('1:1.50');
    expect(result()).toHaveTextContent('Under 1:2');
    cleanup();
    await renderPage(RiskReward, low, configured(riskRewardLoader, { SIGNALS_MIN_RISK_REWARD: '0' }));
    expect(result()).not.toHaveTextContent('Under');
  });
});

describe('market hours at a given moment', () => {
  const sessions = () => screen.getByRole('figure');
  const session = (name: string) =>
    within(sessions())
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes(name));

  it('a weekday afternoon in GMT: London and New York open and overlapping, Tokyo closed', async () => {
    await renderPage(MarketHours, '/tools/market-hours?at=2026-01-14T13:30:00Z', loaded(marketHoursLoader));
    expect(session('London')).toHaveTextContent('Open');
    expect(session('Tokyo')).toHaveTextContent('Closed');
    expect(screen.getByText(/Sessions overlapping now: London and New York/)).toBeInTheDocument();
  });

  it('a Saturday: the market is closed for the weekend and no session is open', async () => {
    await renderPage(MarketHours, '/tools/market-hours?at=2026-01-17T12:00:00Z', loaded(marketHoursLoader));
    expect(screen.getByText(/The forex market is closed for the weekend/)).toBeInTheDocument();
    expect(within(sessions()).queryAllByText('Open', { exact: true })).toHaveLength(0);
  });

  it('picked with the date and time inputs: a Saturday noon GMT is the weekend, shown in the inputs', async () => {
    await renderPage(MarketHours, '/tools/market-hours?date=2026-01-17&time=12:00', loaded(marketHoursLoader));
    expect(screen.getByText(/The forex market is closed for the weekend/)).toBeInTheDocument();
    expect(screen.getByLabelText('Date (GMT)')).toHaveValue('2026-01-17');
    expect(screen.getByLabelText('Time (GMT)')).toHaveValue('12:00');
  });

  it('a summer afternoon: times are given in GMT and New York is open', async () => {
    await renderPage(MarketHours, '/tools/market-hours?at=2026-07-15T12:30:00Z', loaded(marketHoursLoader));
    expect(sessions()).toHaveTextContent('times in GMT');
    expect(session('New York')).toHaveTextContent('Open');
  });
});
