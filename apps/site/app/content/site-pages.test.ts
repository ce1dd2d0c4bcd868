import { describe, expect, it } from 'vitest';
import { about } from './about';
import { company } from './company';
import { contact } from './contact';
import { home } from './home';
import { platformCallsToAction } from './platforms/calls-to-action';
import { ctrader } from './platforms/ctrader';
import { mt4 } from './platforms/mt4';
import { mt5 } from './platforms/mt5';
import { platformSummaries } from './platforms/overview';
import { servicesEducation } from './services/education';
import { servicesOverview } from './services/overview';
import { signals } from './services/signals';
import { formatGmt } from '~/features/webinars/webinar-time';
import { webinars } from './services/webinars';

describe('content of the home, services, platforms, about and contact pages', () => {
  it('has three sourced headline stats, and support hours instead of "24/7" (a claim the support hours contradicted)', () => {
    expect(company.stats).toEqual([
      { value: '10+', label: 'Years of Experience' },
      { value: '5000+', label: 'Active Traders' },
      { value: '50+', label: 'Markets' },
      { value: 'Support', label: 'Monday to Friday, 08:00-17:00 GMT' },
    ]);
    expect(company.statsSource).toMatch(/as reported by UPM Trading/);
  });

  it('sends the hero buttons where the original site did', () => {
    expect(home.hero.actions).toEqual([
      { label: 'Get Trading Signals', href: '/services' },
      { label: 'Start Learning', href: '/education' },
    ]);
  });

  it('shows services cards for education, webinar and signals', () => {
    expect(servicesOverview.cards.map((card) => card.href)).toEqual([
      '/services/education',
      '/services/webinar',
      '/services/signals',
    ]);
  });

  it("keeps the original site's example signal and risk guidance", () => {
    expect(signals.example.signal).toMatchObject({
      pair: 'EUR/USD',
      action: 'BUY',
      entry: '1.0850',
      stopLoss: '1.0800',
      takeProfit: '1.0950',
    });
    expect(signals.process.steps).toHaveLength(4);
    expect(signals.riskGuidance.lots.items.map((lot) => lot.shorthand)).toEqual(['100k', '10k', '1k']);
    const rules = signals.riskGuidance.rules.map((rule) => rule.title).join(' ');
    expect(rules).toContain('1-2%');
    expect(rules).toContain('1:2');
    expect(rules).toContain('3-6 months');
  });

  it("seeds the original site's three webinars at their GMT times, an hour each", () => {
    expect(webinars.seed.map((webinar) => formatGmt(webinar.startsAt))).toEqual([
      'Thursday, 30 October 2025, 15:00 GMT',
      'Wednesday, 5 November 2025, 19:00 GMT',
      'Wednesday, 12 November 2025, 17:00 GMT',
    ]);
    expect(webinars.seed.map((webinar) => webinar.durationMinutes)).toEqual([60, 60, 60]);
  });

  it('keeps the services education level cards static', () => {
    expect(servicesEducation.levelHref).toBe('#');
    expect(servicesEducation.levels.map((level) => level.level)).toEqual(['Beginner', 'Intermediate', 'Advanced']);
  });

  it('carries the MT5 claims and the platform calls to action', () => {
    expect(mt5.stats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '21 Timeframes',
      '39 Built-in Indicators',
      '24 Analytical Objects',
      '8 Strategy Tester Modes',
    ]);
    expect(platformCallsToAction).toEqual([
      { label: 'View Recommended Brokers', href: '/ib-partners' },
      { label: 'Learn More', href: '/education', hint: 'about trading in our courses' },
    ]);
    expect(platformSummaries.map((platform) => platform.href)).toEqual([
      '/platforms/mt5',
      '/platforms/mt4',
      '/platforms/ctraders',
    ]);
    expect(mt4.features.items.length).toBeGreaterThan(2);
    expect(ctrader.features.items.length).toBeGreaterThan(2);
  });

  it('never promises profits', () => {
    const all = JSON.stringify([
      home,
      company,
      servicesOverview,
      signals,
      webinars,
      servicesEducation,
      about,
      contact,
      mt5,
      mt4,
      ctrader,
    ]);
    expect(all).not.toMatch(/guarantee(d)? (profit|return)|risk-free|get rich|can't lose/i);
  });

  it('lays out the four contact fields with a 5-row message box', () => {
    expect(contact.form.fields.map((field) => field.name)).toEqual(['name', 'email', 'subject', 'message']);
    expect(contact.form.fields.find((field) => field.name === 'message')?.rows).toBe(5);
  });
});
