// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshSqlite } from '~/platform/db/test-databases.server';
import type { Db } from '~/platform/db/types';
import { loadSignalsPage } from '~/features/signals/signal-pages.server';
import { createWebinarService } from '~/features/webinars/webinars.server';
import { renderPage } from '~/test-support/render-page';
import About from './about';
import Contact from '~/features/contact/routes/contact';
import Home from './home';
import CTraderPage from './platforms/ctraders';
import MT4Page from './platforms/mt4';
import MT5Page from './platforms/mt5';
import PlatformsOverview from './platforms/overview';
import ServicesEducation from './services/education';
import ServicesOverview from './services/overview';
import Signals from '~/features/signals/routes/signals';
import Webinars from '~/features/webinars/routes/webinar';

/*
 * The home, services, platforms, about and contact pages as rendered: every fact and call-to-action target of
 * the specification, read the way a visitor reads them (roles and visible text). The signals and webinar pages get
 * their loaders' data from a fresh database, seeded as on a new site.
 */

afterEach(cleanup);

let db: Db;
beforeAll(async () => {
  db = await freshSqlite();
  // As the server's start-up does.
  await createWebinarService(db).seedDefaults();
});
afterAll(async () => {
  await db.close();
});

/** Asserts the first link by its visible name (exact when a string) and target. */
function expectLink(name: string | RegExp, href: string) {
  const link = screen.getAllByRole('link', { name })[0];
  expect(link, String(name)).toHaveAttribute('href', href);
}

/** The company details that come from the configuration, and the support hours. */
function expectCompanyDetails() {
  for (const text of [
    'Example Trading Education Ltd',
    '1 Example Street',
    '00000000',
    'support@example.com',
    'Monday to Friday, 08:00-17:00 GMT',
  ]) {
    expect(document.body, text).toHaveTextContent(text);
  }
}

describe('the home page', () => {
  it('shows the hero with its two calls to action and decorative sample prices', async () => {
    await renderPage(Home, '/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Free Trading Signals and Trading Education' }),
    ).toBeInTheDocument();
    expectLink('Get Trading Signals', '/services');
    expectLink('Start Learning', '/education');
    const prices = document.querySelector('[data-decorative]');
    expect(prices).toHaveAttribute('aria-hidden', 'true');
    expect(prices).toHaveTextContent('EUR/USD');
    expect(prices).toHaveTextContent('not live quotes');
  });

  it('says who we are with mission, vision, values, the stats and their source, and never "24/7"', async () => {
    await renderPage(Home, '/');
    expect(screen.getByRole('heading', { name: 'Who We Are' })).toBeInTheDocument();
    for (const heading of ['Our Mission', 'Our Vision', 'Our Values']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    for (const [value, label] of [
      ['10+', 'Years of Experience'],
      ['5000+', 'Active Traders'],
      ['50+', 'Markets'],
      // The support hours instead of the original site's "24/7 coverage", which contradicted them.
      ['Support', 'Monday to Friday, 08:00-17:00 GMT'],
    ] as const) {
      expect(screen.getByText(value, { exact: true })).toBeInTheDocument();
      expect(screen.getByText(label, { exact: true })).toBeInTheDocument();
    }
    expect(document.body).toHaveTextContent('as reported by UPM Trading');
    expect(document.body).not.toHaveTextContent('24/7');
  });

  it('previews the three services and lists the features', async () => {
    await renderPage(Home, '/');
    expectLink(/Explore Education/, '/services/education');
    expectLink(/See Upcoming Webinars/, '/services/webinar');
    expectLink(/How Signals Work/, '/services/signals');
    expect(screen.getByRole('heading', { name: 'Why Traders Choose Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Risk management at the core' })).toBeInTheDocument();
    expectLink('View Trading Signals', '/services/signals');
    expectLink('Choose a Broker', '/ib-partners');
  });
});

describe('the services pages', () => {
  it('the overview has cards for education, webinar and signals', async () => {
    await renderPage(ServicesOverview, '/services');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
    for (const name of ['Trading Education', 'Live Webinars', 'Trading Signals']) {
      expect(screen.getByRole('article', { name })).toBeInTheDocument();
    }
    expectLink(/Explore Education/, '/services/education');
    expectLink(/See Upcoming Webinars/, '/services/webinar');
    expectLink(/How Signals Work/, '/services/signals');
    expectLink('Start Learning', '/education');
    expectLink('Contact Us', '/contact');
  });

  it('the signals page shows the example EUR/USD BUY signal, the four steps in order and the risk guidance', async () => {
    await renderPage(Signals, '/services/signals', () => loadSignalsPage(db));
    expect(screen.getByRole('heading', { level: 1, name: 'Trading Signals' })).toBeInTheDocument();
    const signal = screen.getByRole('article', { name: /EUR\/USD/ });
    expect(within(signal).getByText('BUY', { exact: true })).toBeInTheDocument();
    for (const [term, value] of [
      ['Currency Pair', 'EUR/USD'],
      ['Entry', '1.0850'],
      ['Stop Loss', '1.0800'],
      ['Take Profit', '1.0950'],
    ] as const) {
      expect(
        within(signal)
          .getAllByRole('term')
          .some((element) => element.textContent?.includes(term)),
      ).toBe(true);
      expect(
        within(signal)
          .getAllByRole('definition')
          .some((element) => element.textContent?.includes(value)),
      ).toBe(true);
    }
    expect(signal).toHaveTextContent('1:2');

    const steps = screen.getByRole('list', { name: 'How Our Signals Work' });
    expect(steps.tagName).toBe('OL');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(within(steps).getByRole('heading', { name: 'Market analysis' })).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Risk 1-2% of your capital per trade' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Look for a risk-reward ratio of at least 1:2' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Practise on a demo account for 3-6 months' })).toBeInTheDocument();
    expect(screen.getByText(/10,000 of virtual demo capital/)).toBeInTheDocument();
    const lots = screen.getByRole('table', { name: 'Lot Sizes' });
    for (const shorthand of ['100k', '10k', '1k']) {
      expect(within(lots).getByRole('cell', { name: shorthand })).toBeInTheDocument();
    }
    // The units are grouped by the loader, which sends the page's copy.
    expect(within(lots).getByRole('cell', { name: '100,000' })).toBeInTheDocument();
    expectLink('Join a Webinar', '/services/webinar');
    expectLink('Choose a Broker', '/ib-partners');
  });

  it("the webinar page shows the original site's three 2025 webinars as past ones, at their GMT times, without registration", async () => {
    await renderPage(Webinars, '/services/webinar', () => createWebinarService(db).listPage());
    expect(screen.getByRole('heading', { level: 1, name: 'Trading Webinars' })).toBeInTheDocument();
    const past = screen.getByRole('region', { name: 'Past Webinars' });
    for (const [datetime, text] of [
      ['2025-10-30T15:00:00Z', 'Thursday, 30 October 2025, 15:00 GMT'],
      ['2025-11-05T19:00:00Z', 'Wednesday, 5 November 2025, 19:00 GMT'],
      ['2025-11-12T17:00:00Z', 'Wednesday, 12 November 2025, 17:00 GMT'],
    ] as const) {
      expect(past.querySelector(`time[datetime="${datetime}"]`), datetime).toHaveTextContent(text);
    }
    expect(within(past).queryAllByRole('link', { name: /Register Now/ })).toHaveLength(0);
    expectLink('Get Trading Signals', '/services/signals');
    expectLink('Contact Us', '/contact');
  });

  it('the education page shows static level cards linking to #', async () => {
    await renderPage(ServicesEducation, '/services/education');
    expect(screen.getByRole('heading', { level: 1, name: 'Trading Education Services' })).toBeInTheDocument();
    for (const [name, fact] of [
      ['Beginner', 'Free lessons, quizzes and a completion certificate'],
      ['Intermediate', 'Lessons coming'],
      ['Advanced', 'Lessons coming'],
    ] as const) {
      const card = screen.getByRole('article', { name: `${name} Course` });
      expect(card).toHaveTextContent(fact);
      expect(within(card).getByRole('link', { name: new RegExp(`${name} Course Details`) })).toHaveAttribute(
        'href',
        '#',
      );
    }
    expectLink('Browse All Courses', '/education');
    expectLink('Contact Us', '/contact');
  });
});

describe('the platforms pages', () => {
  it('the overview links to each platform and ends with broker and learning calls to action', async () => {
    await renderPage(PlatformsOverview, '/platforms');
    expect(screen.getByRole('heading', { level: 1, name: 'Trading Platforms' })).toBeInTheDocument();
    expectLink(/Explore MetaTrader 5/, '/platforms/mt5');
    expectLink(/Explore MetaTrader 4/, '/platforms/mt4');
    expectLink(/Explore cTrader/, '/platforms/ctraders');
    expectLink('View Recommended Brokers', '/ib-partners');
    expectLink(/^Learn More/, '/education');
  });

  it('the MT5 page states 21 timeframes, 39 indicators, 24 analytical objects and 8 tester modes', async () => {
    await renderPage(MT5Page, '/platforms/mt5');
    expect(screen.getByRole('heading', { level: 1, name: 'MetaTrader 5 (MT5)' })).toBeInTheDocument();
    for (const [value, label] of [
      ['21', 'Timeframes'],
      ['39', 'Built-in Indicators'],
      ['24', 'Analytical Objects'],
      ['8', 'Strategy Tester Modes'],
    ] as const) {
      expect(screen.getByText(value, { exact: true })).toBeInTheDocument();
      expect(screen.getByText(label, { exact: true })).toBeInTheDocument();
    }
    expectLink('View Recommended Brokers', '/ib-partners');
    expectLink(/^Learn More/, '/education');
  });

  for (const [Page, path, h1] of [
    [MT4Page, '/platforms/mt4', 'MetaTrader 4 (MT4)'],
    [CTraderPage, '/platforms/ctraders', 'cTrader'],
  ] as const) {
    it(`the ${h1} page describes the platform and links to brokers and education`, async () => {
      await renderPage(Page, path);
      expect(screen.getByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Key Features' })).toBeInTheDocument();
      expectLink('View Recommended Brokers', '/ib-partners');
      expectLink(/^Learn More/, '/education');
    });
  }
});

describe('the about and contact pages', () => {
  it('about gives mission, vision, values, team approach, an honest stance on risk and the company details', async () => {
    await renderPage(About, '/about');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    for (const heading of [
      'Our Mission',
      'Our Vision',
      'Our Values',
      'Our Team Approach',
      'Our Honest Stance on Risk',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/no signal, course or strategy can guarantee a profit/)).toBeInTheDocument();
    expect(screen.getByText('5000+', { exact: true })).toBeInTheDocument();
    expectLink('Start Learning', '/education');
    expectLink('Contact Us', '/contact');
    expectCompanyDetails();
  });

  it('contact lays out the name, email, subject and message fields in a post form, with the company details', async () => {
    await renderPage(Contact, '/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    const form = document.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    const fields = within(form);
    expect(fields.getByLabelText(/^Name/)).toBeRequired();
    expect(fields.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(fields.getByLabelText(/^Subject/)).toBeRequired();
    const message = fields.getByLabelText(/^Message/);
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('rows', '5');
    expect(fields.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    expectCompanyDetails();
  });
});
