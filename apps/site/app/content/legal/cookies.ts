import { consentCookieName } from '~/platform/consent';
import type { LegalPage, StorageItem } from './legal.schema';

/**
 * Every cookie and storage item this site or an embed may set (decision 017). A public page sets nothing on a first
 * visit; the admin and customer items exist only after signing in. Keep in step with the code: the names are
 * asserted by cookies.test.ts against the modules that set them.
 */
export const storageItems: readonly StorageItem[] = [
  {
    name: consentCookieName,
    kind: 'Cookie',
    setBy: 'UPM Trading',
    when: 'When you choose Accept or Reject for third-party market widgets, here or in the banner.',
    purpose: 'Remembers your choice ("accept" or "reject") and nothing else. SameSite=Lax, first-party only.',
    lasts: '1 year',
  },
  {
    name: 'upm-theme',
    kind: 'Local storage',
    setBy: 'UPM Trading',
    when: 'Only when you use the light / dark / system switch in the header.',
    purpose: 'Remembers the colour scheme you picked. It never leaves your browser.',
    lasts: 'Until you clear it or choose "system"',
  },
  {
    name: 'token',
    kind: 'Local storage',
    setBy: 'UPM Trading',
    when: 'When you sign in to a customer account.',
    purpose: 'Keeps you signed in to your account. Removed when you sign out.',
    lasts: '30 days at most (the token then expires on the server)',
  },
  {
    name: 'upm_session (__Host-upm_session over HTTPS)',
    kind: 'Cookie',
    setBy: 'UPM Trading',
    when: 'Only when you sign in to your customer account (never on a visit without signing in).',
    purpose:
      'Holds the id of your signed-in session (HttpOnly, SameSite=Lax), so that your account, progress and quizzes work without JavaScript.',
    lasts: '60 days at most; ends after 14 days without activity, or when you sign out',
  },
  {
    name: 'upm_signed_in',
    kind: 'Cookie',
    setBy: 'UPM Trading',
    when: 'Only when you sign in to your customer account; removed when you sign out.',
    purpose:
      'Holds only the value 1, readable by the page\u2019s script: it tells the header to ask the server for your name, so that pages which are the same for everyone can still show it. It carries no secret.',
    lasts: '60 days at most, or until you sign out',
  },
  {
    name: 'upm_admin_session (__Host-upm_admin_session over HTTPS)',
    kind: 'Cookie',
    setBy: 'UPM Trading',
    when: 'Only for administrators, when they sign in to the admin area.',
    purpose: 'Holds the id of the administrator\u2019s session (HttpOnly, SameSite=Lax).',
    lasts: '8 hours at most; ends after 30 minutes without activity',
  },
  {
    name: 'upm_login_csrf (__Host-upm_login_csrf over HTTPS)',
    kind: 'Cookie',
    setBy: 'UPM Trading',
    when: 'Only on the admin sign-in page.',
    purpose: 'Protects the administrator sign-in form against cross-site request forgery (HttpOnly).',
    lasts: '2 hours',
  },
  {
    name: 'TradingView cookies and local storage (names chosen by TradingView)',
    kind: 'Cookies and local storage',
    setBy: 'TradingView (tradingview.com, tradingview-widget.com)',
    when: 'Only after you accept third-party market widgets or load charts on a page.',
    purpose:
      'Set inside TradingView\u2019s chart frames to run the widgets, remember their settings and measure their use. TradingView lists them in its cookie policy (tradingview.com/policies).',
    lasts: 'As TradingView sets them (see its cookie policy)',
  },
];

const section = (id: string, heading: string, paragraphs: string[]) => ({
  id,
  heading,
  paragraphs,
  points: [],
  bullets: [],
  ordered: false,
});

/** /cookies: the prose around the table and the settings. */
export const cookiesPage: LegalPage = {
  updated: '2026-11-25',
  intro: [
    'Reading this site sets no cookie and stores nothing in your browser. The live charts, the market overview, the economic calendar and the ticker come from TradingView, which sets its own cookies; they load only if you ask for them.',
  ],
  sections: [
    section('why-ask', 'Why we ask before loading TradingView', [
      'Loading a TradingView widget makes your browser contact TradingView, which can then store and read cookies on your device. The law requires your consent for that (ePrivacy Directive, Article 5(3); UK PECR, regulation 6), and the site that embeds the widget shares the responsibility (CJEU, Fashion ID, 2019).',
      'If you reject, or choose nothing, every page still works: prices are then not live, and each chart area links to the market page instead.',
    ]),
  ],
};
