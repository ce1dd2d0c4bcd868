// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '~/test-support/render-page';
import Cookies from './cookies';
import Privacy from './privacy';
import RiskWarning from './risk-warning';
import Terms from './terms';

/* The legal pages as rendered: who runs the site, when each page changed, and what the privacy and cookie pages cover. */

afterEach(cleanup);

describe('the legal pages', () => {
  for (const [Page, path] of [
    [RiskWarning, '/risk-warning'],
    [Privacy, '/privacy'],
    [Terms, '/terms'],
    [Cookies, '/cookies'],
  ] as const) {
    it(`${path} has a heading and says who runs the site and when it was last updated`, async () => {
      await renderPage(Page, path);
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(document.body).toHaveTextContent('Company number');
      expect(document.body).toHaveTextContent('Last updated');
    });
  }

  it('the privacy page covers every kind of data the site collects and the visitor’s rights', async () => {
    await renderPage(Privacy, '/privacy');
    for (const kind of [
      'Contact messages',
      'Webinar registrations',
      'Customer accounts',
      'Customer sessions',
      'E-mails about your account',
      'Your data and deleting it',
      'Broker click-outs',
      'Server logs',
      'Administrator accounts',
      'Administrator sessions and sign-ins',
      'Audit log',
      'Signal alerts',
      'Courses',
      'Certificates of course completion',
    ]) {
      expect(document.body, kind).toHaveTextContent(kind);
    }
    // The site takes webinar registrations: the page must not say otherwise.
    expect(document.body).not.toHaveTextContent('takes none');
    // Accepting or rejecting the widgets sets a cookie, and picking a colour scheme writes local storage.
    expect(document.body).not.toHaveTextContent('stores nothing in your browser unless');
    expect(document.body).toHaveTextContent(/upm_widgets cookie, whether you accept or reject/);
    expect(document.body).toHaveTextContent('upm-theme');
    expect(screen.getByRole('heading', { name: 'Your rights and how to use them' })).toBeInTheDocument();
  });

  it('the cookies page lists every cookie and storage item, the consent cookie and TradingView’s among them', async () => {
    await renderPage(Cookies, '/cookies');
    for (const name of [
      'upm_widgets',
      'upm-theme',
      'token',
      'upm_session',
      'upm_admin_session',
      'upm_login_csrf',
      'TradingView',
    ]) {
      expect(screen.getAllByRole('heading', { level: 3, name: new RegExp(name) }).length, name).toBeGreaterThan(0);
    }
  });
});
