import { describe, expect, it } from 'vitest';
import { advancedCourse } from './courses/advanced';
import { beginnerCourse } from './courses/beginner';
import { certificateRule } from '~/content/courses/quiz-paths';
import { intermediateCourse } from './courses/intermediate';
import { courseLevels } from './courses/levels';
import { commodityCourse } from './courses/commodity';
import { cryptoCourse } from './courses/crypto';
import { forexCourse } from './courses/forex';
import { indicesCourse } from './courses/indices';
import { levelCards } from './courses/level-cards';
import { marketCourseCards } from './courses/overview';
import { stocksCourse } from './courses/stocks';
import { commodityCategories } from './markets/commodity';
import { coins, cryptoMarket, cryptoTips } from './markets/crypto';
import { forexFacts, forexSessions, lotSizes, majorPairs } from './markets/forex';
import { majorIndices } from './markets/indices';
import { marketCards } from './markets/overview';
import { popularStocks, sectors, stockApproaches, stocksMarket } from './markets/stocks';
import { calendarCountries, chartGroups, economicCalendarWidget, marketOverviewWidget } from './markets/widgets';
import { beginnerLessonModules } from './lessons/beginner/index';
import { formatMinutes, studyTime } from './lessons/study-time';
import { registerInterestAction, registerInterestText } from './courses/register-interest';
import { servicesEducation } from './services/education';
import { educationPages } from './page-books/education';

describe('market content', () => {
  it('keeps the forex sessions in GMT', () => {
    expect(forexSessions.map((s) => `${s.name} ${s.opensGmt}-${s.closesGmt}`)).toEqual([
      'Sydney 22:00-07:00',
      'Tokyo 00:00-09:00',
      'London 08:00-17:00',
      'New York 13:00-22:00',
    ]);
    expect(forexFacts).toMatchObject({ dailyVolume: '$7.5 trillion', maxLeverage: '1:500' });
    // Dated, sourced, and the newer survey beside the original site's figure; 1:500 with who may have it.
    expect(forexFacts.dailyVolumeSource).toBe('BIS Triennial Central Bank Survey 2022');
    expect(forexFacts.latestDailyVolume).toBe('$9.6 trillion');
    expect(forexFacts.latestDailyVolumeSource).toBe('BIS Triennial Central Bank Survey 2025, April 2025');
    expect(forexFacts.leverageLimit).toBe(
      'Professional clients and non-EU/UK entities only. UK and EU retail clients: up to 1:30 on major currency pairs.',
    );
    expect(lotSizes.map((l) => l.units)).toEqual([100_000, 10_000, 1_000]);
    expect(majorPairs.find((p) => p.pair === 'GBP/USD')?.nickname).toBe('Cable');
  });

  it('lists the eight coins, ten tips, eight sectors and twelve tickers', () => {
    expect(coins.map((c) => c.name)).toEqual([
      'Bitcoin',
      'Ethereum',
      'Ripple',
      'Litecoin',
      'Bitcoin Cash',
      'Cardano',
      'Polkadot',
      'Solana',
    ]);
    expect(cryptoTips).toHaveLength(10);
    expect(sectors).toHaveLength(8);
    expect(popularStocks.map((s) => s.ticker)).toEqual([
      'AAPL',
      'MSFT',
      'GOOGL',
      'AMZN',
      'TSLA',
      'META',
      'NVDA',
      'JPM',
      'V',
      'JNJ',
      'WMT',
      'PG',
    ]);
    // Every ticker's sector is one of the eight sectors shown on the page.
    const sectorNames = new Set(sectors.map((s) => s.name));
    expect(popularStocks.every((s) => sectorNames.has(s.sector))).toBe(true);
    expect(stockApproaches).toHaveLength(4);
  });

  it('ends the crypto and stock pages with signals, education and broker links', () => {
    for (const page of [cryptoMarket, stocksMarket]) {
      expect(page.callsToAction.map((c) => c.href)).toEqual(['/services/signals', '/education', '/ib-partners']);
    }
  });

  it('has five market cards, commodity categories and indices with hours', () => {
    expect(marketCards.map((c) => c.href)).toEqual([
      '/markets/forex',
      '/markets/indices',
      '/markets/commodity',
      '/markets/crypto',
      '/markets/stocks',
    ]);
    expect(commodityCategories.length).toBeGreaterThanOrEqual(3);
    expect(majorIndices.every((i) => i.gmtHours && i.localHours)).toBe(true);
  });
});

describe('widget configuration', () => {
  it("matches the original site's widget ranges, heights and chart groups", () => {
    expect(marketOverviewWidget.config).toMatchObject({ dateRange: '12M', height: 500 });
    expect(chartGroups.map((g) => g.charts.length)).toEqual([6, 5, 5]);
    for (const chart of chartGroups.flatMap((g) => g.charts)) {
      expect(chart.config).toMatchObject({ interval: '240', timezone: 'Etc/UTC', theme: 'light', height: 300 });
      expect(chart.height).toBe(300);
    }
    expect(economicCalendarWidget.config).toMatchObject({
      colorTheme: 'dark',
      importanceFilter: '-1,0,1',
      countryFilter: 'us,eu,gb,jp,cn,au,ca,ch,de,fr,it,es',
      height: 500,
    });
    expect(calendarCountries).toHaveLength(12);
  });
});

describe('course content', () => {
  it('states a study time only for a course with lessons, the lessons’ own times added up', () => {
    expect(studyTime(beginnerLessonModules)).toEqual({ total: 198, modules: [41, 45, 62, 50] });
    expect(formatMinutes(198)).toBe('3 hours 18 minutes');
    expect([formatMinutes(41), formatMinutes(60), formatMinutes(62)]).toEqual([
      '41 minutes',
      '1 hour',
      '1 hour 2 minutes',
    ]);
    expect(levelCards[0]!.facts[0]).toBe('3 hours 18 minutes of reading');
    // Only the Beginner course has lessons; no copy states hours a course's lessons do not add up to.
    expect(courseLevels.map((level) => level.lessons)).toEqual(['published', 'coming', 'coming']);
    const copy = JSON.stringify([
      beginnerCourse,
      intermediateCourse,
      advancedCourse,
      levelCards.slice(1),
      servicesEducation,
      educationPages.pages,
    ]);
    expect(copy).not.toMatch(/\b\d+(-\d+)? ?hours?\b/i);
  });

  it('claims nothing the site does not do: no mentoring, no qualification review, no enrolment in an unwritten course', () => {
    const copy = JSON.stringify([
      advancedCourse,
      intermediateCourse,
      levelCards,
      servicesEducation,
      educationPages.pages,
    ]);
    expect(copy).not.toMatch(/mentor|qualification review|limited places|limited and subject/i);
    for (const course of [
      intermediateCourse,
      advancedCourse,
      forexCourse,
      commodityCourse,
      indicesCourse,
      stocksCourse,
      cryptoCourse,
    ]) {
      expect(course.callsToAction[0]).toEqual(registerInterestAction);
      expect(course.callsToAction.map((action) => action.label)).not.toContain('Enroll Now');
    }
    expect(registerInterestAction).toMatchObject({ label: 'Register your interest', href: '/contact' });
    expect(registerInterestText).toMatch(/contact form/);
  });

  it('states the certificate requirement from the rule the quizzes enforce', () => {
    expect(beginnerCourse.highlights.find((point) => point.title === 'Certificate')?.text).toBe(certificateRule);
    const bullets = beginnerCourse.sections.flatMap((section) => section.bullets);
    expect(bullets.filter((bullet) => /certificate/i.test(bullet))).toEqual([expect.stringContaining(certificateRule)]);
  });

  it('links each course to its routes', () => {
    // "Start the course" opens the first lesson; enrolling in it is signing up.
    expect(beginnerCourse.callsToAction.map((c) => c.href)).toEqual([
      '/education/beginner/introduction-to-trading/trading-vs-investing',
      '/signup',
      '/education/intermediate',
      '/services/webinar',
    ]);
    expect(beginnerCourse.callsToAction.map((c) => c.label).slice(0, 2)).toEqual(['Start the course', 'Sign up free']);
    expect(intermediateCourse.callsToAction.map((c) => c.href)).toEqual([
      '/contact',
      '/education/advanced',
      '/services/signals',
    ]);
    expect(advancedCourse.callsToAction.map((c) => c.href)).toEqual(['/contact', '/services/signals', '/ib-partners']);
    expect(courseLevels.map((l) => l.label)).toEqual(['Beginner', 'Intermediate', 'Advanced']);
  });

  it('gives each market course five modules and links to its market', () => {
    for (const course of [forexCourse, commodityCourse, indicesCourse, stocksCourse, cryptoCourse]) {
      expect(course.modules).toHaveLength(5);
      expect(course.callsToAction.map((c) => c.href)).toEqual(['/contact', '/services/signals', course.marketPath]);
    }
    expect(levelCards).toHaveLength(3);
    expect(marketCourseCards).toHaveLength(5);
  });
});
