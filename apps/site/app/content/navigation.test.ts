import { describe, expect, it } from 'vitest';
import { footerNavigation, mainNavigation } from './navigation';
import { riskWarning } from './risk';

describe('main navigation', () => {
  it("has the original site's dropdowns and links, in order", () => {
    const shape = mainNavigation.map((item) => [item.href, 'links' in item ? item.links.map((l) => l.href) : []]);
    expect(shape).toEqual([
      ['/markets', ['/markets/forex', '/markets/indices', '/markets/commodity', '/markets/crypto', '/markets/stocks']],
      ['/services', ['/services/education', '/services/webinar', '/services/signals']],
      [
        '/education',
        ['/education/forex', '/education/commodity', '/education/indices', '/education/stocks', '/education/crypto'],
      ],
      ['/platforms', ['/platforms/mt5', '/platforms/mt4', '/platforms/ctraders']],
      [
        '/tools',
        [
          '/tools/position-size',
          '/tools/pip-value',
          '/tools/margin',
          '/tools/profit',
          '/tools/risk-reward',
          '/tools/market-hours',
        ],
      ],
      ['/ib-partners', []],
      ['/about', []],
      ['/contact', []],
    ]);
  });
});

describe('footer navigation', () => {
  it('groups markets, services, education, platforms, tools, the company pages and the legal pages', () => {
    expect(footerNavigation.map((group) => group.title)).toEqual([
      'Markets',
      'Services',
      'Education',
      'Platforms',
      'Tools',
      'Company',
      'Legal',
    ]);
  });

  it('reaches every course level, which the header only reaches through the overview', () => {
    const hrefs = footerNavigation.flatMap((group) => group.links.map((link) => link.href));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/education/beginner', '/education/intermediate', '/education/advanced']),
    );
  });
});

describe('risk warning', () => {
  it('uses the wording for a site that is not a provider: no provider loss percentage', () => {
    expect(`${riskWarning.summary} ${riskWarning.details}`).toBe(
      'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.',
    );
    expect(riskWarning.footer.join(' ')).not.toMatch(/% of retail investor accounts/);
  });

  it('links the footer to the legal pages', () => {
    const hrefs = footerNavigation.flatMap((group) => group.links.map((link) => link.href));
    expect(hrefs).toEqual(expect.arrayContaining(['/privacy', '/terms', '/cookies', '/risk-warning']));
  });
});
