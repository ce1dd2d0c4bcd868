import { describe, expect, it } from 'vitest';
import { calculateMargin, marginForm } from './margin-schema';
import { calculatePipValue, pipValueForm } from './pip-value-schema';
import { calculatePositionSize, positionSizeForm } from './position-size-schema';
import { calculateProfit, profitForm } from './profit-schema';
import { calculateRiskReward, riskRewardForm } from './risk-reward-schema';
import { toolSearch, toolValues } from './tool-values';

describe('tool forms', () => {
  it('compute the worked examples from their default values', () => {
    expect(calculatePositionSize(positionSizeForm.defaults)).toMatchObject({ ok: true, value: { lots: 0.2 } });
    expect(calculatePipValue(pipValueForm.defaults)).toMatchObject({ ok: true, value: { pipValue: 6.67 } });
    expect(calculateMargin(marginForm.defaults)).toMatchObject({ ok: true, value: { margin: 3616.67 } });
    expect(calculateProfit(profitForm.defaults)).toMatchObject({ ok: true, value: { pips: 100, profit: 1000 } });
    expect(calculateRiskReward(riskRewardForm.defaults)).toMatchObject({ ok: true, value: { ratioText: '1:2.00' } });
  });

  it('read a shared URL, missing parameters taking their defaults, and write it back', () => {
    const values = toolValues(pipValueForm, new URLSearchParams('pair=EURJPY&price=162.75&account=JPY&utm=x'));
    expect(values).toEqual({ account: 'JPY', pair: 'EURJPY', price: '162.75', lots: '1', rate: '' });
    expect(toolSearch(pipValueForm, values)).toBe('?account=JPY&pair=EURJPY&price=162.75&lots=1&rate=');
  });

  it('give one clear message per bad field, never NaN, Infinity or a negative size', () => {
    const result = calculatePositionSize({
      ...positionSizeForm.defaults,
      balance: '',
      risk: '-1',
      stop: 'abc',
      price: '1e400',
      pair: 'XXXYYY',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        balance: 'Please enter the account balance.',
        risk: 'Enter the risk as a number, like 1.',
        stop: 'Enter the stop-loss distance as a number, like 50.',
        price: 'Enter the price as a number, like 1.0850.',
        pair: 'Choose one of the listed instruments.',
      },
    });
    expect(calculatePipValue({ ...pipValueForm.defaults, lots: '0' })).toEqual({
      ok: false,
      errors: { lots: 'Position size in lots must be more than 0.' },
    });
    expect(calculateMargin({ ...marginForm.defaults, leverage: '30.5' })).toEqual({
      ok: false,
      errors: { leverage: 'Leverage must be a whole number.' },
    });
  });

  it('ask for the conversion rate exactly when the account is neither currency of the pair, saying what it means', () => {
    expect(calculatePipValue({ ...pipValueForm.defaults, account: 'EUR' })).toEqual({
      ok: false,
      errors: { rate: 'Enter the conversion rate, 1 JPY = ? EUR.' },
    });
    expect(calculateMargin({ ...marginForm.defaults, account: 'GBP', pair: 'USDJPY', price: '150' })).toEqual({
      ok: false,
      errors: { rate: 'Enter the conversion rate, 1 USD = ? GBP.' },
    });
    expect(calculateMargin({ ...marginForm.defaults, rate: '1.2' }).ok).toBe(true);
  });

  it('refuse a stop or target on the wrong side of the entry', () => {
    expect(calculateRiskReward({ ...riskRewardForm.defaults, direction: 'sell' })).toEqual({
      ok: false,
      errors: {
        stop: 'For a sell, the stop-loss must be above the entry price.',
        target: 'For a sell, the target must be below the entry price.',
      },
    });
  });
});

describe('numbers as typed', () => {
  it('accept a decimal comma in every number field, as the same value as a point', () => {
    const comma = calculatePositionSize({
      ...positionSizeForm.defaults,
      balance: '10000,00',
      risk: '1,5',
      price: '1,0850',
    });
    const point = calculatePositionSize({
      ...positionSizeForm.defaults,
      balance: '10000.00',
      risk: '1.5',
      price: '1.0850',
    });
    expect(comma).toEqual(point);
    expect(comma).toMatchObject({ ok: true, value: { lots: 0.3 } });
    expect(calculateProfit({ ...profitForm.defaults, swap: '-5,20', nights: '3', lots: '0,5' })).toMatchObject({
      ok: true,
      value: { costs: { swap: -7.8 } },
    });
  });

  it('refuse a comma that could be a thousands separator, saying why, rather than guess', () => {
    const result = calculatePositionSize({ ...positionSizeForm.defaults, balance: '10,000' });
    expect(result).toEqual({
      ok: false,
      errors: {
        balance:
          'A comma followed by three digits reads two ways (thousands or decimals): write the account balance without a thousands separator, like 10000.',
      },
    });
    // A leading zero cannot be a thousands group: 0,855 is a price.
    expect(calculatePipValue({ ...pipValueForm.defaults, account: 'GBP', pair: 'EURGBP', price: '0,855' }).ok).toBe(
      true,
    );
  });

  it('know seven account currencies and more, and every instrument the signals use', () => {
    for (const account of ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'AUD', 'CAD']) {
      expect(
        calculatePipValue({ ...pipValueForm.defaults, account, pair: 'EURUSD', price: '1.0850', rate: '0.9' }).ok,
      ).toBe(true);
    }
    expect(
      calculatePositionSize({ ...positionSizeForm.defaults, pair: 'XAUUSD', price: '2650', stop: '5' }),
    ).toMatchObject({
      ok: true,
      value: { lots: 0.2 },
    });
  });

  it('take costs as optional: empty is none, a negative spread is refused, a swap may be negative', () => {
    expect(calculatePositionSize({ ...positionSizeForm.defaults, spread: '', commission: '' })).toMatchObject({
      ok: true,
      value: { lots: 0.2 },
    });
    expect(calculatePositionSize({ ...positionSizeForm.defaults, spread: '-1' })).toEqual({
      ok: false,
      errors: { spread: 'Enter the spread as a number, like 1.2.' },
    });
    expect(calculateProfit({ ...profitForm.defaults, nights: '2.5' })).toEqual({
      ok: false,
      errors: { nights: 'Nights held must be a whole number.' },
    });
  });
});
