import { describe, expect, it } from 'vitest';
import { floorTo, pairFor, pipSize, roundTo } from './currencies';
import { margin } from './margin';
import { pipValue } from './pip-value';
import { positionSize } from './position-size';
import { profit } from './profit';
import { levelProblem, riskReward } from './risk-reward';

/*
 * Worked answers from the standard textbook formulas (Babypips School of Pipsology, "How to calculate pip
 * value", "Position sizing"; Investopedia, "Margin"; the worked examples below), each re-done by hand in its
 * comment, so a test never only repeats the code's arithmetic.
 */

describe('pips and rounding', () => {
  it('takes a pip as 0.0001, or 0.01 when the quote currency is the yen', () => {
    expect(pipSize(pairFor('EURUSD'))).toBe(0.0001);
    expect(pipSize(pairFor('USDJPY'))).toBe(0.01);
    expect(pipSize(pairFor('GBPJPY'))).toBe(0.01);
  });

  it('rounds down without losing a hundredth to binary floating point', () => {
    // 0.1 + 0.2 = 0.30000000000000004 and 0.57 × 100 = 56.99999999999999 in binary.
    expect(floorTo(0.1 + 0.2, 2)).toBe(0.3);
    expect(floorTo(0.57, 2)).toBe(0.57);
    expect(floorTo(0.869999, 2)).toBe(0.86);
    expect(roundTo(1.005, 2)).toBe(1.01);
  });
});

describe('position size', () => {
  it('USD account, 10,000 risking 1% with a 50-pip stop on EUR/USD: 0.20 lots', () => {
    // $100 at risk; one lot's pip is 100,000 × 0.0001 = $10; 100 / (50 × 10) = 0.20 lots.
    const result = positionSize({
      account: 'USD',
      balance: 10_000,
      risk: 1,
      stop: 50,
      pair: pairFor('EURUSD'),
      price: 1.085,
    });
    expect(result).toEqual({ lots: 0.2, units: 20_000, riskAmount: 100, moneyAtRisk: 100, pipValuePerLot: 10 });
  });

  it('a JPY pair in a USD account: the pip is 0.01 and converted at the price', () => {
    // USD/JPY 150.00: a lot's pip is 1,000 JPY = 1000/150 = $6.667; $100 / (50 × 6.667) = 0.30 lots exactly.
    const result = positionSize({
      account: 'USD',
      balance: 10_000,
      risk: 1,
      stop: 50,
      pair: pairFor('USDJPY'),
      price: 150,
    });
    expect(result).toMatchObject({ lots: 0.3, units: 30_000, moneyAtRisk: 100, pipValuePerLot: 6.67 });
  });

  it('a EUR account on EUR/USD rounds 0.868 lots down to 0.86, never risking more than asked', () => {
    // €200 at risk; a pip per unit is 0.0001 USD / 1.0850 = €0.0000921659; 200 / (25 × that) = 86,800 units.
    // 0.86 lots risk 86,000 × 25 × 0.0001 / 1.0850 = €198.16 ≤ €200.
    const result = positionSize({
      account: 'EUR',
      balance: 10_000,
      risk: 2,
      stop: 25,
      pair: pairFor('EURUSD'),
      price: 1.085,
    });
    expect(result).toMatchObject({ lots: 0.86, units: 86_000, riskAmount: 200, moneyAtRisk: 198.16 });
  });

  it('a GBP account on EUR/JPY, neither currency, uses the entered JPY→GBP rate', () => {
    // £50 at risk; a pip per unit is 0.01 JPY × 0.0052 = £0.000052; 50 / (40 × 0.000052) = 24,038 units → 0.24.
    const result = positionSize({
      account: 'GBP',
      balance: 5000,
      risk: 1,
      stop: 40,
      pair: pairFor('EURJPY'),
      price: 162.75,
      rate: 0.0052,
    });
    expect(result).toMatchObject({ lots: 0.24, units: 24_000, moneyAtRisk: 49.92, pipValuePerLot: 5.2 });
  });

  it('a JPY account on USD/JPY keeps the pip in yen', () => {
    // ¥10,000 at risk; a pip per unit is ¥0.01; 10,000 / (20 × 0.01) = 50,000 units = 0.50 lots.
    const result = positionSize({
      account: 'JPY',
      balance: 1_000_000,
      risk: 1,
      stop: 20,
      pair: pairFor('USDJPY'),
      price: 150,
    });
    expect(result).toMatchObject({ lots: 0.5, units: 50_000, moneyAtRisk: 10_000, pipValuePerLot: 1000 });
  });

  it('gives 0 lots, not a fraction of a micro lot, when the risk is too small to trade', () => {
    // $1 / (50 × 0.0001) = 200 units = 0.002 lots, below the 0.01 step.
    const result = positionSize({
      account: 'USD',
      balance: 100,
      risk: 1,
      stop: 50,
      pair: pairFor('EURUSD'),
      price: 1.085,
    });
    expect(result).toMatchObject({ lots: 0, units: 0, moneyAtRisk: 0 });
  });
});

describe('pip value', () => {
  it('one lot of USD/JPY at 150.00 is worth $6.67 a pip', () => {
    // 100,000 × 0.01 = 1,000 JPY; 1000 / 150 = 6.666… → 6.67.
    expect(pipValue({ account: 'USD', pair: pairFor('USDJPY'), price: 150, lots: 1 }).pipValue).toBe(6.67);
  });

  it('one lot of EUR/USD in a USD account is $10 a pip; in a EUR account $10 / 1.0850 = €9.22', () => {
    expect(pipValue({ account: 'USD', pair: pairFor('EURUSD'), price: 1.085, lots: 1 }).pipValue).toBe(10);
    expect(pipValue({ account: 'EUR', pair: pairFor('EURUSD'), price: 1.085, lots: 1 }).pipValue).toBe(9.22);
  });

  it('a JPY account on EUR/JPY: ¥1,000 a pip per lot, without conversion', () => {
    expect(pipValue({ account: 'JPY', pair: pairFor('EURJPY'), price: 162.75, lots: 1 }).pipValue).toBe(1000);
  });

  it('a GBP account on EUR/GBP: £10 a lot, £1 a mini lot', () => {
    expect(pipValue({ account: 'GBP', pair: pairFor('EURGBP'), price: 0.855, lots: 1 }).pipValue).toBe(10);
    expect(pipValue({ account: 'GBP', pair: pairFor('EURGBP'), price: 0.855, lots: 0.1 }).pipValue).toBe(1);
  });

  it('crosses where the account is neither currency use the entered rate', () => {
    // GBP/JPY in USD: 1,000 JPY × 0.0066667 USD = $6.67. USD/CHF in EUR: 10 CHF × 1.0471 = €10.47.
    const gbpJpy = pipValue({ account: 'USD', pair: pairFor('GBPJPY'), price: 190.5, lots: 1, rate: 0.0066667 });
    expect(gbpJpy).toEqual({ pipValue: 6.67, pipValueInQuote: 1000, units: 100_000 });
    expect(pipValue({ account: 'EUR', pair: pairFor('USDCHF'), price: 0.88, lots: 1, rate: 1.0471 }).pipValue).toBe(
      10.47,
    );
  });
});

describe('margin', () => {
  it('one lot of EUR/USD at 1.0850 with 1:30 in a USD account needs $3,616.67', () => {
    // 100,000 EUR / 30 = €3,333.33; × 1.0850 = $3,616.67.
    expect(margin({ account: 'USD', pair: pairFor('EURUSD'), price: 1.085, lots: 1, leverage: 30 })).toEqual({
      margin: 3616.67,
      notional: 108_500,
      units: 100_000,
    });
  });

  it('USD/JPY in a USD account (the base) needs no conversion; in a JPY account, × the price', () => {
    // 100,000 / 30 = $3,333.33; 100,000 / 25 = $4,000 × 150 = ¥600,000.
    expect(margin({ account: 'USD', pair: pairFor('USDJPY'), price: 150, lots: 1, leverage: 30 }).margin).toBe(3333.33);
    expect(margin({ account: 'JPY', pair: pairFor('USDJPY'), price: 150, lots: 1, leverage: 25 }).margin).toBe(600_000);
  });

  it('EUR/GBP in a USD account converts the base at the entered EUR→USD rate', () => {
    // €3,333.33 × 1.0850 = $3,616.67.
    const result = margin({
      account: 'USD',
      pair: pairFor('EURGBP'),
      price: 0.855,
      lots: 1,
      leverage: 30,
      rate: 1.085,
    });
    expect(result.margin).toBe(3616.67);
  });

  it('half a lot of GBP/USD at 1:100 in a GBP account needs £500', () => {
    expect(margin({ account: 'GBP', pair: pairFor('GBPUSD'), price: 1.27, lots: 0.5, leverage: 100 }).margin).toBe(500);
  });
});

describe('profit and loss', () => {
  const eurusd = { account: 'USD', pair: pairFor('EURUSD'), open: 1.085, close: 1.095, lots: 1 } as const;

  it('buying one lot of EUR/USD from 1.0850 to 1.0950 gains 100 pips, $1,000; selling loses them', () => {
    expect(profit({ ...eurusd, direction: 'buy' })).toEqual({ pips: 100, profit: 1000, units: 100_000 });
    expect(profit({ ...eurusd, direction: 'sell' })).toEqual({ pips: -100, profit: -1000, units: 100_000 });
  });

  it('an account in the base currency converts at the closing price', () => {
    // USD/JPY 150.00 → 151.00: 100,000 × 1.00 = ¥100,000; / 151.00 = $662.25.
    const usdjpy = profit({
      account: 'USD',
      pair: pairFor('USDJPY'),
      direction: 'buy',
      open: 150,
      close: 151,
      lots: 1,
    });
    expect(usdjpy).toEqual({ pips: 100, profit: 662.25, units: 100_000 });
    // EUR/USD in EUR: $1,000 / 1.0950 = €913.24.
    expect(profit({ ...eurusd, account: 'EUR', direction: 'buy' }).profit).toBe(913.24);
  });

  it('a EUR account selling GBP/JPY converts yen at the entered rate', () => {
    // 190.50 → 189.50 short: +100 pips; 50,000 units × 1.00 = ¥50,000 × 0.0061 = €305.00.
    const result = profit({
      account: 'EUR',
      pair: pairFor('GBPJPY'),
      direction: 'sell',
      open: 190.5,
      close: 189.5,
      lots: 0.5,
      rate: 0.0061,
    });
    expect(result).toEqual({ pips: 100, profit: 305, units: 50_000 });
  });
});

describe('risk-reward', () => {
  it('a EUR/USD buy at 1.0850, stop 1.0800, target 1.0950 risks 50 pips for 100: 1:2.00', () => {
    const result = riskReward({ pair: pairFor('EURUSD'), direction: 'buy', entry: 1.085, stop: 1.08, target: 1.095 });
    expect(result).toEqual({ riskPips: 50, rewardPips: 100, ratio: 2, ratioText: '1:2.00' });
  });

  it('a USD/JPY sell counts pips of 0.01 and a GBP/USD buy gives 1:1.50', () => {
    const sell = riskReward({ pair: pairFor('USDJPY'), direction: 'sell', entry: 150, stop: 150.5, target: 149 });
    expect(sell.ratioText).toBe('1:2.00');
    expect(sell.riskPips).toBe(50);
    const buy = riskReward({ pair: pairFor('GBPUSD'), direction: 'buy', entry: 1.27, stop: 1.267, target: 1.2745 });
    expect(buy).toMatchObject({ riskPips: 30, rewardPips: 45, ratioText: '1:1.50' });
  });

  it('names a stop or target on the wrong side of the entry', () => {
    expect(levelProblem('buy', 1.085, 1.09, 'stop')).toBe('For a buy, the stop-loss must be below the entry price.');
    expect(levelProblem('sell', 1.085, 1.09, 'target')).toBe('For a sell, the target must be below the entry price.');
    expect(levelProblem('buy', 1.085, 1.085, 'target')).toBe('For a buy, the target must be above the entry price.');
    expect(levelProblem('sell', 1.085, 1.09, 'stop')).toBeUndefined();
  });
});
