import { describe, expect, it } from 'vitest';
import { footerNavigation, mainNavigation } from './navigation';
import { RETAIL_CFD_LOSS_PERCENT, riskWarning } from './risk';

describe('main navigation', () => {
  it('has the dropdowns and links of spec §2, in order', () => {
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
  it('groups markets, services, education, platforms, tools and the company pages', () => {
    expect(footerNavigation.map((group) => group.title)).toEqual([
      'Markets',
      'Services',
      'Education',
      'Platforms',
      'Tools',
      'Company',
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
  it('states the percentage from its one constant', () => {
    expect(riskWarning.text).toContain(`${RETAIL_CFD_LOSS_PERCENT}% of retail investor accounts lose money`);
  });
});
