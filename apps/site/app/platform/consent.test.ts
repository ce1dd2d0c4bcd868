import { describe, expect, it } from 'vitest';
import { consentBootScript, consentCookie, readConsent } from './consent';
import { marketPathFor, symbolLinks } from './market-links';

describe('widget consent', () => {
  it('reads only its own cookie, and only the two choices', () => {
    expect(readConsent('')).toBeUndefined();
    expect(readConsent('upm_widgets=accept')).toBe('accept');
    expect(readConsent('a=1; upm_widgets=reject; b=2')).toBe('reject');
    expect(readConsent('upm_widgets=yes')).toBeUndefined();
    expect(readConsent('xupm_widgets=accept')).toBeUndefined();
  });

  it('stores the choice for a year, first-party, SameSite=Lax, and nothing else', () => {
    expect(consentCookie('accept', false)).toBe('upm_widgets=accept; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(consentCookie('reject', true)).toBe('upm_widgets=reject; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it('boot script sets <html data-widgets> from the cookie before paint', () => {
    const root = { dataset: {} as Record<string, string> };
    const run = (cookie: string) => {
      new Function('document', consentBootScript)({ cookie, documentElement: root });
      return root.dataset.widgets;
    };
    expect(run('')).toBe('');
    expect(run('other=1; upm_widgets=accept')).toBe('accept');
    expect(run('upm_widgets=reject')).toBe('reject');
  });
});

describe('market links of widget symbols', () => {
  it('maps each TradingView symbol to its market page', () => {
    expect(marketPathFor('FX:EURUSD')).toBe('/markets/forex');
    expect(marketPathFor('XETR:DAX')).toBe('/markets/indices');
    expect(marketPathFor('OANDA:XAUUSD')).toBe('/markets/commodity');
    expect(marketPathFor('BITSTAMP:BTCUSD')).toBe('/markets/crypto');
    expect(marketPathFor('NYSE:IBM')).toBe('/markets');
  });

  it('lists each label once', () => {
    expect(
      symbolLinks([
        { label: 'Gold', symbol: 'OANDA:XAUUSD' },
        { label: 'Gold', symbol: 'OANDA:XAUUSD' },
      ]),
    ).toEqual([{ label: 'Gold', href: '/markets/commodity' }]);
  });
});
