import { describe, expect, it } from 'vitest';
import { instrumentSpecs } from './platform/instruments/instrument-specs';
import { instrumentSymbols, instruments } from './features/signals/instruments';
import { resultPips } from './features/signals/signal-results';
import { pairCodes, pairFor } from './platform/trading-math/currencies';
import { margin } from './platform/trading-math/margin';
import { pipValue } from './platform/trading-math/pip-value';
import { positionSize } from './platform/trading-math/position-size';
import { profit } from './platform/trading-math/profit';
import { belowMinimum, riskReward } from './platform/trading-math/risk-reward';

/*
 * The instruments beyond forex, each answer worked by hand in its comment from the contract specification
 * (platform/instruments/instrument-specs.ts: gold 100 oz with a point of 1.00, the DAX €1 a point per lot, a bitcoin
 * per lot), so a test never only repeats the code's arithmetic.
 */

describe('one table of instruments', () => {
  it('offers in the tools every instrument the signals admin offers, with the same name and decimals', () => {
    for (const symbol of instrumentSymbols) {
      const spec = instrumentSpecs.find((entry) => entry.symbol === symbol);
      expect(spec, symbol).toBeDefined();
      expect(pairCodes).toContain(spec!.code);
      expect(instruments[symbol]).toMatchObject({ name: spec!.name, kind: spec!.kind, precision: spec!.precision });
    }
  });

  it('counts forex in pips and everything else in points of 1.00, on the signal pages and in the tools alike', () => {
    expect(instruments['USD/JPY'].pipSize).toBe(0.01);
    expect(instruments['EUR/USD'].pipSize).toBe(0.0001);
    expect(instruments['XAU/USD'].pipSize).toBe(1);
    expect(pairFor('XAUUSD')).toMatchObject({ contractSize: 100, step: 1, quote: 'USD', unit: 'oz' });
    for (const symbol of instrumentSymbols) {
      const spec = instrumentSpecs.find((entry) => entry.symbol === symbol)!;
      expect(spec.step, symbol).toBe(instruments[symbol].pipSize);
    }
    // A signal's result and the tools' count of the same move agree: gold 2,650.00 → 2,662.40 is 12.40 points.
    expect(resultPips('XAU/USD', 'BUY', 2650, 2662.4)).toBe(12.4);
    expect(
      profit({ account: 'USD', pair: pairFor('XAUUSD'), direction: 'buy', open: 2650, close: 2662.4, lots: 1 }).pips,
    ).toBe(12.4);
    expect(
      profit({ account: 'USD', pair: pairFor('XAGUSD'), direction: 'sell', open: 31, close: 30.65, lots: 1 }).pips,
    ).toBe(0.35);
  });

  it('gives each instrument a URL code of its symbol’s letters and digits, never two the same', () => {
    for (const spec of instrumentSpecs) {
      expect(spec.code).toMatch(/^[A-Z0-9]+$/);
      if (spec.kind === 'forex') expect(spec.code).toBe(spec.symbol.replace('/', ''));
    }
    expect(new Set(pairCodes).size).toBe(pairCodes.length);
  });
});

describe('gold (XAU/USD)', () => {
  const xau = pairFor('XAUUSD');

  it('sizes a USD account of 10,000 risking 1% with a $5.00 stop (5 points): 0.20 lots, 20 oz', () => {
    // $100 at risk; a lot is 100 oz, a point 1.00: $100 a point per lot; 100 / (5 × 100) = 0.20 lots = 20 oz.
    const result = positionSize({ account: 'USD', balance: 10_000, risk: 1, stop: 5, pair: xau, price: 2650 });
    expect(result).toMatchObject({ lots: 0.2, units: 20, moneyAtRisk: 100, pipValuePerLot: 100 });
  });

  it('values a point of one lot at $100, and a $10 rise on half a lot at $500', () => {
    expect(pipValue({ account: 'USD', pair: xau, price: 2650, lots: 1 }).pipValue).toBe(100);
    // 2650.00 → 2660.00 is 10 points; 50 oz × $10 = $500.
    expect(profit({ account: 'USD', pair: xau, direction: 'buy', open: 2650, close: 2660, lots: 0.5 })).toEqual({
      pips: 10,
      profit: 500,
      units: 50,
    });
  });

  it('needs $8,833.33 of margin for one lot at 1:30', () => {
    // 100 oz × $2,650 = $265,000; / 30 = $8,833.33.
    expect(margin({ account: 'USD', pair: xau, price: 2650, lots: 1, leverage: 30 })).toEqual({
      margin: 8833.33,
      notional: 265_000,
      units: 100,
    });
  });
});

describe('an index (DAX, quoted in euros)', () => {
  const dax = pairFor('DAX');

  it('sizes a EUR account of 5,000 risking 2% with a 40-point stop: 2.50 lots', () => {
    // €100 at risk; a lot is €1 a point; 100 / 40 = 2.5 lots.
    const result = positionSize({ account: 'EUR', balance: 5000, risk: 2, stop: 40, pair: dax, price: 19_500 });
    expect(result).toMatchObject({ lots: 2.5, units: 2.5, moneyAtRisk: 100, pipValuePerLot: 1 });
  });

  it('in a USD account converts each euro point at the entered rate', () => {
    // 1 EUR = 1.05 USD: a point of one lot is $1.05; 2 lots × 150 points × 1.05 = $315.
    const result = profit({
      account: 'USD',
      pair: dax,
      direction: 'sell',
      open: 19_500,
      close: 19_350,
      lots: 2,
      rate: 1.05,
    });
    expect(result).toEqual({ pips: 150, profit: 315, units: 2 });
  });
});

describe('bitcoin (BTC/USD)', () => {
  const btc = pairFor('BTCUSD');

  it('sizes a USD account of 10,000 risking 1% with a $1,500 stop: 0.06 lots, risking $90', () => {
    // $100 / (1,500 points × $1 a coin) = 0.0667 lots → 0.06 coins; 0.06 × 1,500 = $90.
    const result = positionSize({ account: 'USD', balance: 10_000, risk: 1, stop: 1500, pair: btc, price: 95_000 });
    expect(result).toMatchObject({ lots: 0.06, units: 0.06, moneyAtRisk: 90, pipValuePerLot: 1 });
  });

  it('in a EUR account needs the rate of the dollar, not of the coin, for its margin', () => {
    // 0.1 coin × $95,000 = $9,500 × 0.95 = €9,025; at 1:2 €4,512.50.
    const result = margin({ account: 'EUR', pair: btc, price: 95_000, lots: 0.1, leverage: 2, rate: 0.95 });
    expect(result).toEqual({ margin: 4512.5, notional: 9025, units: 0.1 });
  });
});

describe('EUR/GBP in a CHF account', () => {
  it('converts the pound pip with the entered GBP→CHF rate: 0.35 lots, risking CHF 99.31', () => {
    // CHF 100 at risk; a pip per unit is 0.0001 GBP × 1.1350 = CHF 0.0001135; 100 / (25 × 0.0001135) = 35,242
    // units → 0.35 lots; 35,000 × 25 × 0.0001135 = CHF 99.3125 → 99.31; a lot's pip is CHF 11.35.
    const result = positionSize({
      account: 'CHF',
      balance: 10_000,
      risk: 1,
      stop: 25,
      pair: pairFor('EURGBP'),
      price: 0.855,
      rate: 1.135,
    });
    expect(result).toMatchObject({ lots: 0.35, units: 35_000, moneyAtRisk: 99.31, pipValuePerLot: 11.35 });
  });
});

describe('a nano-lot account', () => {
  it('gives a $50 account risking 2% with a 50-pip stop 0.002 lots, and what 0.01 would risk', () => {
    // $1 at risk; a pip per unit is $0.0001: 1 / (50 × 0.0001) = 200 units = 0.002 lots (two nano lots).
    // The smallest micro lot, 1,000 units, would lose 1,000 × 50 × 0.0001 = $5, 10% of the balance.
    const result = positionSize({
      account: 'USD',
      balance: 50,
      risk: 2,
      stop: 50,
      pair: pairFor('EURUSD'),
      price: 1.085,
    });
    expect(result).toMatchObject({
      lots: 0,
      nano: { lots: 0.002, units: 200, moneyAtRisk: 1 },
      smallest: { lots: 0.01, units: 1000, moneyAtRisk: 5, riskPercent: 10 },
    });
  });
});

describe('costs', () => {
  it('counts the spread and commission in the loss at the stop, so the size leaves room for them', () => {
    // A lot of EUR/USD loses (50 + 1 pips) × $10 + $7 = $517 at the stop; $100 / 517 = 0.193 → 0.19 lots,
    // risking 0.19 × 517 = $98.23; the costs alone are $17 a lot.
    const result = positionSize({
      account: 'USD',
      balance: 10_000,
      risk: 1,
      stop: 50,
      pair: pairFor('EURUSD'),
      price: 1.085,
      spread: 1,
      commission: 7,
    });
    expect(result).toMatchObject({ lots: 0.19, moneyAtRisk: 98.23, costPerLot: 17 });
  });

  it('takes spread and commission from a profit and adds the swap for each night', () => {
    // +$1,000 gross; spread 1.2 pips × $10 = $12; commission $7; swap −$5.20 × 3 nights = −$15.60: $965.40.
    const result = profit({
      account: 'USD',
      pair: pairFor('EURUSD'),
      direction: 'buy',
      open: 1.085,
      close: 1.095,
      lots: 1,
      spread: 1.2,
      commission: 7,
      swap: -5.2,
      nights: 3,
    });
    expect(result.costs).toEqual({ spread: 12, commission: 7, swap: -15.6, net: 965.4 });
  });
});

describe('the risk-reward minimum', () => {
  it('flags a ratio below 1:2 from the levels, even one written 1:2.00', () => {
    const levels = { entry: 1.085, stop: 1.08, target: 1.095 };
    expect(belowMinimum(levels, 2)).toBe(false);
    expect(belowMinimum({ ...levels, target: 1.0925 }, 2)).toBe(true);
    // 99.98 pips for 50: 1:1.9996, written 1:2.00, still below.
    const close = { entry: 1.085, stop: 1.08, target: 1.094998 };
    expect(riskReward({ pair: pairFor('EURUSD'), direction: 'buy', ...close }).ratioText).toBe('1:2.00');
    expect(belowMinimum(close, 2)).toBe(true);
    expect(belowMinimum({ ...levels, target: 1.0851 }, 0)).toBe(false);
  });

  it('counts an index trade in points: DAX 19,500, stop 19,450, target 19,600 is 1:2.00', () => {
    const result = riskReward({ pair: pairFor('DAX'), direction: 'buy', entry: 19_500, stop: 19_450, target: 19_600 });
    expect(result).toEqual({ riskPips: 50, rewardPips: 100, ratio: 2, ratioText: '1:2.00' });
  });
});
