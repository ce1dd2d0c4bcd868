// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectForexSessionHours } from '~/test-support/forex-sessions';
import { renderPage } from '~/test-support/render-page';
import { registerInterestText } from '~/content/courses/register-interest';
import Advanced from './advanced';
import Beginner, { loader as beginnerLoader } from './beginner';
import Commodity from './commodity';
import Crypto from './crypto';
import Forex from './forex';
import Indices from './indices';
import Intermediate from './intermediate';
import EducationOverview, { loader as overviewLoader } from './overview';
import Stocks from './stocks';

/*
 * The education overview, the three level courses and the five market courses as rendered: study times computed
 * from the lessons (and none where there are no lessons), prerequisites, capstone, the progression path and every
 * call-to-action target.
 */

afterEach(cleanup);

/** Asserts the first link by its visible name and target. */
function expectLink(name: string | RegExp, href: string) {
  const link = screen.getAllByRole('link', { name })[0];
  expect(link, String(name)).toHaveAttribute('href', href);
}

/** The duration chips of the course modules, in order. */
function moduleDurations() {
  const modules = screen.getByRole('region', { name: /modules/ });
  return within(modules)
    .getAllByRole('article')
    .flatMap((article) => [...article.querySelectorAll('p')].map((paragraph) => paragraph.textContent));
}

/** The progression path's links and which one is marked current. */
function expectProgression(current: string | null) {
  const nav = screen.getByRole('navigation', { name: 'Course progression' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/education/beginner',
    '/education/intermediate',
    '/education/advanced',
  ]);
  expect(links.map((link) => link.textContent)).toEqual([
    expect.stringMatching(/Beginner/),
    expect.stringMatching(/Intermediate/),
    expect.stringMatching(/Advanced/),
  ]);
  const marked = nav.querySelectorAll('[aria-current]');
  if (current) {
    expect(nav.querySelectorAll('[aria-current="step"]')).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: new RegExp(current) })).toHaveAttribute('aria-current', 'step');
  } else {
    expect(marked).toHaveLength(0);
  }
}

const retailLimit =
  'Professional clients and non-EU/UK entities only. UK and EU retail clients: up to 1:30 on major currency pairs.';

describe('the education overview', () => {
  it('shows the three level cards, the progression path and five market course cards', async () => {
    await renderPage(EducationOverview, '/education', overviewLoader);
    expect(screen.getByRole('heading', { level: 1, name: 'Trading Education' })).toBeInTheDocument();
    expectProgression(null);
    const levels = screen.getByRole('region', { name: 'Courses by level' });
    for (const [title, href, facts] of [
      ['Beginner', '/education/beginner', '3 hours 18 minutes of reading'],
      ['Intermediate', '/education/intermediate', 'Lessons coming'],
      ['Advanced', '/education/advanced', 'Lessons coming'],
    ] as const) {
      const card = within(levels).getByRole('article', { name: title });
      expect(card).toHaveTextContent(facts);
      expect(within(card).getByRole('link')).toHaveAttribute('href', href);
    }
    const markets = within(screen.getByRole('region', { name: 'Courses by market' })).getAllByRole('article');
    expect(markets).toHaveLength(5);
    for (const [title, href] of [
      ['Forex', '/education/forex'],
      ['Commodities', '/education/commodity'],
      ['Indices', '/education/indices'],
      ['Stocks', '/education/stocks'],
      ['Crypto', '/education/crypto'],
    ] as const) {
      const card = markets.find((article) => article.textContent?.includes(title));
      expect(within(card!).getByRole('link')).toHaveAttribute('href', href);
    }
    expect(document.body).toHaveTextContent('1-2%');
    expect(document.body).toHaveTextContent('3-6 months');
  });
});

describe('the level courses', () => {
  it('beginner states the reading time its 17 linked lessons add up to, in four modules, with key skills and only true promises', async () => {
    await renderPage(Beginner, '/education/beginner', beginnerLoader);
    expect(screen.getByRole('heading', { level: 1, name: 'Beginner Trading Course' })).toBeInTheDocument();
    expect(screen.getByText('3 hours 18 minutes', { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /modules/ })).toHaveTextContent(
      '4 modules, 3 hours 18 minutes of reading in total.',
    );
    expect(moduleDurations()).toEqual(['41 minutes', '45 minutes', '1 hour 2 minutes', '50 minutes']);
    expect(document.body).not.toHaveTextContent(/\d+-\d+ hours/);
    expect(screen.getByRole('heading', { name: 'Key skills you will learn' })).toBeInTheDocument();
    expect(screen.getByText('Certificate', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('17 lessons', { exact: true })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/video lessons,|lifetime access/i);
    expect(screen.getByRole('region', { name: 'What the course includes' })).toHaveTextContent(
      'Not included: video lessons',
    );
    // Every lesson the course lists opens its page; none is "Coming".
    const modules = within(screen.getByRole('region', { name: /modules/ }));
    expect(modules.getAllByRole('link')).toHaveLength(17);
    expect(modules.queryByText('Coming')).toBeNull();
    expectLink(
      'Bid, ask, spread, pips and lots',
      '/education/beginner/introduction-to-trading/bid-ask-spread-pips-and-lots',
    );
    expectLink('Start the course', '/education/beginner/introduction-to-trading/trading-vs-investing');
    expectLink('See your progress', '/education/beginner/progress');
    expect(document.body).toHaveTextContent('10,000 in virtual capital');
    expectProgression('Beginner');
    expectLink(/^Sign up free/, '/signup');
    expectLink('Next: Intermediate Course', '/education/intermediate');
    expectLink('Join a Free Webinar', '/services/webinar');
  });

  it('beginner shows a signed-in reader “Continue” and a tick per done lesson after hydration, and asks nothing for a visitor', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return Response.json({
        signedIn: true,
        continueWith: {
          title: 'Support and resistance',
          path: '/education/beginner/charts-and-technical-analysis/support-and-resistance',
        },
        done: [
          '/education/beginner/introduction-to-trading/trading-vs-investing',
          '/education/beginner/introduction-to-trading/markets-at-a-glance',
        ],
      });
    });
    try {
      // A visitor (no sign-in hint): no request, no ticks, and the page as prerendered.
      await renderPage(Beginner, '/education/beginner', beginnerLoader);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(fetched).toEqual([]);
      expect(screen.queryByText('✓ Done')).toBeNull();
      cleanup();

      document.cookie = 'upm_signed_in=1; path=/';
      await renderPage(Beginner, '/education/beginner', beginnerLoader);
      const next = await screen.findByRole('link', { name: 'Continue: Support and resistance' });
      expect(next).toHaveAttribute('href', '/education/beginner/charts-and-technical-analysis/support-and-resistance');
      expect(fetched).toEqual(['/education/beginner/progress.json']);
      // Each done lesson carries its tick as text, beside its link.
      const done = screen.getAllByText('✓ Done');
      expect(done.map((tick) => tick.closest('li')?.querySelector('a')?.textContent)).toEqual([
        'What trading is, and how it differs from investing',
        'Forex, indices, commodities, stocks and crypto at a glance',
      ]);
    } finally {
      document.cookie = 'upm_signed_in=; path=/; max-age=0';
      vi.unstubAllGlobals();
    }
  });

  it('intermediate lists four modules and its prerequisites, claims no duration, and registers interest', async () => {
    await renderPage(Intermediate, '/education/intermediate');
    expect(screen.getByRole('heading', { level: 1, name: 'Intermediate Trading Course' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\bhours?\b/);
    expect(moduleDurations()).toEqual([]);
    const prerequisites = screen.getByRole('region', { name: 'Prerequisites' });
    expect(prerequisites).toHaveTextContent('Beginner course');
    expect(prerequisites).toHaveTextContent('3-6 months of demo trading');
    // No lesson has a page yet: each is listed as coming, none is a link, and nothing promises a certificate.
    const modules = within(screen.getByRole('region', { name: /modules/ }));
    expect(modules.queryAllByRole('link')).toHaveLength(0);
    expect(modules.getAllByText('Coming')).toHaveLength(15);
    expect(document.body).not.toHaveTextContent(/certificate|lifetime access|video/i);
    expectProgression('Intermediate');
    expectLink(/^Register your interest/, '/contact');
    expect(document.body).toHaveTextContent(registerInterestText);
    expect(screen.queryByRole('link', { name: /enrol/i })).toBeNull();
    expectLink('Next: Advanced Course', '/education/advanced');
    expectLink('Get Trading Signals', '/services/signals');
  });

  it('advanced lists four core modules and a capstone, and promises no mentoring, review or duration', async () => {
    await renderPage(Advanced, '/education/advanced');
    expect(screen.getByRole('heading', { level: 1, name: 'Advanced Trading Course' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\bhours?\b/);
    expect(screen.getByRole('heading', { name: 'Core modules' })).toBeInTheDocument();
    expect(moduleDurations()).toEqual([]);
    expect(document.body).not.toHaveTextContent(/mentor|qualification review|limited places/i);
    const capstone = screen.getByRole('region', { name: 'Capstone project' });
    expect(capstone).toHaveTextContent('5 years of historical data');
    expect(capstone).toHaveTextContent('1 month');
    expectProgression('Advanced');
    expectLink(/^Register your interest/, '/contact');
    expect(document.body).toHaveTextContent(registerInterestText);
    expectLink('Get Trading Signals', '/services/signals');
    expectLink('Choose a Broker', '/ib-partners');
  });
});

describe('the market courses', () => {
  for (const course of [
    { Page: Forex, path: '/education/forex', h1: 'Forex Trading Course', market: '/markets/forex', label: 'Forex' },
    {
      Page: Commodity,
      path: '/education/commodity',
      h1: 'Commodity Trading Course',
      market: '/markets/commodity',
      label: 'Commodity',
    },
    {
      Page: Indices,
      path: '/education/indices',
      h1: 'Indices Trading Course',
      market: '/markets/indices',
      label: 'Indices',
    },
    { Page: Stocks, path: '/education/stocks', h1: 'Stock Trading Course', market: '/markets/stocks', label: 'Stock' },
    {
      Page: Crypto,
      path: '/education/crypto',
      h1: 'Crypto Trading Course',
      market: '/markets/crypto',
      label: 'Crypto',
    },
  ]) {
    it(`${course.path} has five modules of lessons and links to contact, signals and its market page`, async () => {
      await renderPage(course.Page, course.path);
      expect(screen.getByRole('heading', { level: 1, name: course.h1 })).toBeInTheDocument();
      const modules = within(screen.getByRole('region', { name: 'Course modules' })).getAllByRole('article');
      expect(modules).toHaveLength(5);
      for (const module of modules) {
        const lessons = within(module).getAllByRole('listitem');
        expect(lessons.length).toBeGreaterThan(0);
        // Until a market course's lessons are written, each is listed as coming, not linked.
        expect(within(module).queryAllByRole('link')).toHaveLength(0);
        expect(within(module).getAllByText('Coming')).toHaveLength(lessons.length);
      }
      expect(document.body).not.toHaveTextContent(/certificate|lifetime access|video/i);
      expect(screen.getByRole('region', { name: 'Risk guidance' })).toHaveTextContent('1-2%');
      expectLink(/^Register your interest/, '/contact');
      expect(document.body).toHaveTextContent(registerInterestText);
      expectLink('Get Trading Signals', '/services/signals');
      expectLink(`Explore the ${course.label} Market`, course.market);
    });
  }

  it('the forex course lists the sessions with GMT hours and a link to the market-hours tool, the major pairs, and leverage up to 1:500 with the retail limit', async () => {
    await renderPage(Forex, '/education/forex');
    expectForexSessionHours();
    const pairs = screen.getByRole('table', { name: 'Major currency pairs and their nicknames' });
    expect(
      within(pairs)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['EUR/USD', 'GBP/USD', 'USD/JPY', 'USD/CHF', 'AUD/USD', 'USD/CAD', 'NZD/USD']);
    expectLink('See which sessions are open now, in your time zone', '/tools/market-hours');
    expect(screen.getByRole('heading', { name: 'Leverage up to 1:500' })).toBeInTheDocument();
    expect(document.body).toHaveTextContent(retailLimit);
  });

  it('the indices course lists the trading hours of each index', async () => {
    await renderPage(Indices, '/education/indices');
    const table = screen.getByRole('table', { name: /Trading hours per index/ });
    for (const [index, local] of [
      ['S&P 500', '09:30-16:00 ET'],
      ['NASDAQ 100', '09:30-16:00 ET'],
      ['FTSE 100', '08:00-16:30 UK time'],
      ['DAX', '09:00-17:30 CET'],
      ['Nikkei 225', '09:00-15:30 JST'],
    ] as const) {
      const row = within(table)
        .getAllByRole('row')
        .find((candidate) => within(candidate).queryByRole('rowheader', { name: index }));
      expect(within(row!).getAllByRole('cell')[1], index).toHaveTextContent(local);
    }
  });
});
