import { describe, expect, it } from 'vitest';
import { calculateMargin, marginForm } from './margin-schema';
import { calculatePipValue, pipValueForm } from './pip-value-schema';
import { calculatePositionSize, positionSizeForm } from './position-size-schema';
import { calculateProfit, profitForm } from './profit-schema';
import { calculateRiskReward, riskRewardForm } from './risk-reward-schema';
import { toolSearch, toolValues } from './tool-shape';

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
        pair: 'Choose one of the listed currency pairs.',
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
