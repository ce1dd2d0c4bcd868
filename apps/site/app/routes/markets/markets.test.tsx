// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectForexSessionHours } from '~/test-support/forex-sessions';
import { renderPage } from '~/test-support/render-page';
import Commodity from './commodity';
import Crypto from './crypto';
import Forex from './forex';
import Indices from './indices';
import MarketsOverview from './overview';
import Stocks from './stocks';

/*
 * The markets overview and the five market pages as rendered: the facts, tables, lists and call-to-action targets
 * of the specification, read by role and visible text. The widgets' behaviour (loading on scroll, reserved heights,
 * what shows when TradingView is unreachable) needs a browser: tests/e2e/content-markets.spec.ts.
 */

afterEach(cleanup);

const retailLimit =
  'Professional clients and non-EU/UK entities only. UK and EU retail clients: up to 1:30 on major currency pairs.';

/** Asserts the first link by its visible name and target. */
function expectLink(name: string | RegExp, href: string) {
  const link = screen.getAllByRole('link', { name })[0];
  expect(link, String(name)).toHaveAttribute('href', href);
}

/** The text of each cell (not row header) of the row whose name starts with `start`. */
function cellsOfRow(table: HTMLElement, start: string) {
  const row = within(table).getByRole('row', { name: new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`) });
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

/** Where a page mentions 1:500, the retail limit stands beside it. */
function expectLeverageWithRetailLimit() {
  if (document.body.textContent?.includes('1:500')) expect(document.body).toHaveTextContent(retailLimit);
}

describe('the markets overview', () => {
  it('shows five market cards, each linking to its market page, and states 1:500 only with the retail limit', async () => {
    await renderPage(MarketsOverview, '/markets');
    expect(screen.getByRole('heading', { level: 1, name: 'Markets We Cover' })).toBeInTheDocument();
    for (const [title, href, label] of [
      ['Forex', '/markets/forex', 'Explore forex'],
      ['Indices', '/markets/indices', 'Explore indices'],
      ['Commodities', '/markets/commodity', 'Explore commodities'],
      ['Crypto', '/markets/crypto', 'Explore crypto'],
      ['Stocks', '/markets/stocks', 'Explore stocks'],
    ] as const) {
      const card = screen.getByRole('article', { name: title });
      expect(within(card).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expectLeverageWithRetailLimit();
  });
});

describe('the forex page', () => {
  it('lists the four sessions in GMT with a link to the market-hours tool, the major pairs with nicknames, leverage, volume and lot sizes', async () => {
    await renderPage(Forex, '/markets/forex');
    expect(screen.getByRole('heading', { level: 1, name: 'Forex Market' })).toBeInTheDocument();
    expect(document.body).toHaveTextContent('$7.5 trillion');
    expect(document.body).toHaveTextContent('Up to 1:500');

    expectForexSessionHours();

    const pairs = screen.getByRole('table', { name: 'Major currency pairs and their nicknames' });
    for (const [pair, nickname] of [
      ['EUR/USD', 'Fiber'],
      ['GBP/USD', 'Cable'],
      ['USD/JPY', 'Gopher'],
      ['USD/CHF', 'Swissie'],
      ['AUD/USD', 'Aussie'],
      ['USD/CAD', 'Loonie'],
    ] as const) {
      expect(cellsOfRow(pairs, pair)[0], pair).toBe(nickname);
    }

    const lots = screen.getByRole('table', { name: 'Lot sizes' });
    for (const units of ['100,000', '10,000', '1,000']) {
      expect(within(lots).getByRole('cell', { name: units })).toBeInTheDocument();
    }
    expect(document.body).toHaveTextContent('1-2%');
    expect(document.body).toHaveTextContent('at least 1:2');
    // The session hours shift with daylight saving: the tool shows them in the visitor's time zone.
    expectLink('See which sessions are open now, in your time zone', '/tools/market-hours');
    expectLink('Take the Forex Course', '/education/forex');
    expectLink('Get Trading Signals', '/services/signals');
    expectLink('Choose a Broker', '/ib-partners');
  });

  it('gives the volume with its source and year, the newer survey beside it, and 1:500 only with the retail limit', async () => {
    await renderPage(Forex, '/markets/forex');
    expect(document.body).toHaveTextContent('BIS Triennial Central Bank Survey 2022');
    expect(document.body).toHaveTextContent('$9.6 trillion');
    expectLeverageWithRetailLimit();
  });
});

describe('the indices page', () => {
  it('lists the major indices with their sizes, the trading hours, and the three links', async () => {
    await renderPage(Indices, '/markets/indices');
    expect(screen.getByRole('heading', { level: 1, name: 'Indices Market' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Major stock indices' });
    for (const [index, companies] of [
      ['S&P 500', '500'],
      ['NASDAQ 100', '100'],
      ['Dow Jones Industrial Average', '30'],
      ['FTSE 100', '100'],
      ['DAX', '40'],
    ] as const) {
      expect(cellsOfRow(table, index)[1], index).toBe(companies);
    }
    expect(screen.getByRole('table', { name: /Trading hours per index/ })).toBeInTheDocument();
    expectLink('Take the Indices Course', '/education/indices');
    expectLink('Get Trading Signals', '/services/signals');
    expectLink('Choose a Broker', '/ib-partners');
  });
});

describe('the commodity page', () => {
  it('lists the categories with their items and uses, and the three links', async () => {
    await renderPage(Commodity, '/markets/commodity');
    expect(screen.getByRole('heading', { level: 1, name: 'Commodity Market' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Commodity categories/ });
    for (const category of ['Precious metals', 'Energy', 'Industrial metals', 'Agriculture', 'Livestock']) {
      expect(within(table).getByRole('rowheader', { name: category })).toBeInTheDocument();
    }
    expect(table).toHaveTextContent('Gold');
    expect(table).toHaveTextContent('WTI crude oil');
    expectLink('Take the Commodity Course', '/education/commodity');
    expectLink('Get Trading Signals', '/services/signals');
    expectLink('Choose a Broker', '/ib-partners');
  });
});

describe('the crypto page', () => {
  it('shows the eight coins, price factors, strategies, risk warnings, ten tips and the UK retail ban', async () => {
    await renderPage(Crypto, '/markets/crypto');
    expect(screen.getByRole('heading', { level: 1, name: 'Cryptocurrency Market' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why traders follow crypto' })).toBeInTheDocument();
    for (const coin of [
      'Bitcoin (BTC)',
      'Ethereum (ETH)',
      'Ripple (XRP)',
      'Litecoin (LTC)',
      'Bitcoin Cash (BCH)',
      'Cardano (ADA)',
      'Polkadot (DOT)',
      'Solana (SOL)',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: coin })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'What moves crypto prices' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Common crypto trading strategies' })).toBeInTheDocument();
    const warning = screen.getByRole('note', { name: 'Before you trade crypto' });
    expect(warning).toHaveTextContent('Extreme volatility');
    expect(warning).toHaveTextContent('You could lose all the money you put in.');
    const tips = screen.getByRole('region', { name: '10 tips for crypto traders' });
    expect(within(tips).getAllByRole('listitem')).toHaveLength(10);
    expect(document.body).toHaveTextContent('FCA');
    expect(document.body).toHaveTextContent('January 2021');
    expectLink('Get Trading Signals', '/services/signals');
    expectLink('Start Learning', '/education');
    expectLink('Choose a Broker', '/ib-partners');
  });
});

describe('the stock page', () => {
  it('shows eight sectors, twelve tickers with company and sector, four approaches and the three links', async () => {
    await renderPage(Stocks, '/markets/stocks');
    expect(screen.getByRole('heading', { level: 1, name: 'Stock Market' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why trade stocks' })).toBeInTheDocument();
    const sectors = screen.getByRole('region', { name: 'Eight market sectors' });
    expect(within(sectors).getAllByRole('heading', { level: 3 })).toHaveLength(8);

    const table = screen.getByRole('table', { name: /Twelve widely traded US stocks/ });
    for (const [ticker, company, sector] of [
      ['AAPL', 'Apple Inc.', 'Technology'],
      ['MSFT', 'Microsoft Corporation', 'Technology'],
      ['GOOGL', 'Alphabet Inc.', 'Communication Services'],
      ['AMZN', 'Amazon.com, Inc.', 'Consumer Discretionary'],
      ['TSLA', 'Tesla, Inc.', 'Consumer Discretionary'],
      ['META', 'Meta Platforms, Inc.', 'Communication Services'],
      ['NVDA', 'NVIDIA Corporation', 'Technology'],
      ['JPM', 'JPMorgan Chase & Co.', 'Financials'],
      ['V', 'Visa Inc.', 'Financials'],
      ['JNJ', 'Johnson & Johnson', 'Healthcare'],
      ['WMT', 'Walmart Inc.', 'Consumer Staples'],
      ['PG', 'Procter & Gamble Co.', 'Consumer Staples'],
    ] as const) {
      const row = within(table)
        .getAllByRole('row')
        .find((candidate) => within(candidate).queryByRole('rowheader', { name: ticker }));
      expect(row, ticker).toBeDefined();
      expect(
        within(row!)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
        ticker,
      ).toEqual([company, sector]);
    }
    const approaches = screen.getByRole('region', { name: 'Four approaches to the stock market' });
    expect(
      within(approaches)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Day trading', 'Swing trading', 'Position trading', 'Long-term investing']);
    expect(screen.getByRole('heading', { name: 'What moves share prices' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Stock trading strategies' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tips for trading stocks' })).toBeInTheDocument();
    expectLink('Get Trading Signals', '/services/signals');
    expectLink('Start Learning', '/education');
    expectLink('Choose a Broker', '/ib-partners');
  });
});
