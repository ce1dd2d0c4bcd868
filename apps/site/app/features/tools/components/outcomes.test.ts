import { describe, expect, it } from 'vitest';
import { positionSizeShape, profitShape, riskRewardShape } from '~/features/tools/tool-shapes';
import { marginOutcome } from './margin-outcome';
import { pipValueOutcome } from './pip-value-outcome';
import { positionSizeOutcome } from './position-size-outcome';
import { profitOutcome } from './profit-outcome';
import { riskRewardOutcome } from './risk-reward-outcome';

/* What each tool writes for some values: the figures a trader reads, beside the arithmetic tested in features/tools. */

const figure = (outcome: { figures: readonly { label: string; value: string }[] }, label: string) =>
  outcome.figures.find((entry) => entry.label === label)?.value;

describe('the position size as written', () => {
  it('gives a $50 account nano lots and what the 0.01 step would risk, never a bare 0.00 lots', () => {
    const outcome = positionSizeOutcome({ ...positionSizeShape.defaults, balance: '50', risk: '2' });
    expect(figure(outcome, 'Position size in nano lots (0.001)')).toBe('0.002 lots');
    expect(figure(outcome, 'Units')).toBe('200 EUR');
    expect(figure(outcome, 'Money at risk')).toBe('$1.00');
    expect(figure(outcome, 'At the usual 0.01 lot step')).toBe(
      '0.00 lots: 0.01 lots (1,000 EUR) would risk $5.00, 10.00% of the balance',
    );
  });

  it('writes gold’s units in ounces and its points in the note', () => {
    const outcome = positionSizeOutcome({ ...positionSizeShape.defaults, pair: 'XAUUSD', price: '2650', stop: '5' });
    expect(figure(outcome, 'Units')).toBe('20 oz');
    expect(outcome.note).toContain('1 lot = 100 oz; a point is 1 USD, 100.00 USD a lot.');
  });

  it('counts gold in points of 1.00 with the price’s decimals, as the signal pages do', () => {
    const values = { pair: 'XAUUSD', direction: 'buy', entry: '2650.00', stop: '2645.50', target: '2662.40' };
    const outcome = riskRewardOutcome({ ...riskRewardShape.defaults, ...values });
    expect(figure(outcome, 'Risk')).toBe('4.50 points');
    expect(figure(outcome, 'Reward')).toBe('12.40 points');
  });

  it('shows a typed rate both ways and warns when it looks like the inverse', () => {
    const outcome = positionSizeOutcome({
      ...positionSizeShape.defaults,
      account: 'GBP',
      pair: 'EURUSD',
      rate: '1.27',
    });
    expect(figure(outcome, 'Conversion rate entered')).toBe('1 USD = 1.27 GBP, 1 GBP = 0.7874 USD');
    expect(outcome.warnings).toEqual([expect.stringMatching(/^This looks like the inverse/)]);
  });

  it('warns of a price far from its dated reference, and passes an ordinary one', () => {
    const absurd = positionSizeOutcome({ ...positionSizeShape.defaults, pair: 'EURUSD', price: '15.0' });
    expect(absurd.warnings).toEqual([
      "Check the price: EUR/USD at 15 is far from its reference of 1.041 on 28 February 2025 (ECB reference rate), and prices rarely leave 0.6941–1.562. If it is today's price, the figures stand.",
    ]);
    // The figures are still worked out: a price can move, and the warning is a caution, not a refusal.
    expect(figure(absurd, 'Position size')).toBe('0.20 lots');
    expect(positionSizeOutcome({ ...positionSizeShape.defaults, price: '1.0850' }).warnings).toEqual([]);
    // USD/JPY 1.50, typed a hundred times too small, in the profit tool's opening price.
    const profit = profitOutcome({
      ...profitShape.defaults,
      pair: 'USDJPY',
      open: '1.50',
      close: '150.50',
      account: 'USD',
      rate: '',
    });
    expect(profit.warnings).toEqual([
      expect.stringMatching(/^Check the opening price: USD\/JPY at 1.5 is far from its reference of 150.8 /),
    ]);
    const levels = { pair: 'EURUSD', direction: 'buy', entry: '1.0850', stop: '1.0800', target: '10.95' };
    expect(riskRewardOutcome({ ...riskRewardShape.defaults, ...levels }).warnings).toEqual([
      expect.stringMatching(/^Check the target price: EUR\/USD at 10.95 /),
    ]);
  });

  it('cautions against risking more than 5% of the balance on one trade, stating the figure', () => {
    const outcome = positionSizeOutcome({ ...positionSizeShape.defaults, balance: '10000', risk: '8' });
    expect(outcome.warnings).toEqual([
      'Caution: this trade risks 8% of the balance ($800.00). This site cautions against risking more than 5% of an account on one trade: a short run of losses at that size takes a large part of it.',
    ]);
    expect(positionSizeOutcome({ ...positionSizeShape.defaults, risk: '5' }).warnings).toEqual([]);
  });

  it('takes the rate from the pair’s own price when the account is its base currency', () => {
    // USD/JPY 150.00 in a USD account: 1 JPY = 1/150 USD.
    const outcome = pipValueOutcome({ account: 'USD', pair: 'USDJPY', price: '150.00', lots: '1', rate: '' });
    expect(figure(outcome, 'Conversion, from the price')).toBe('1 JPY = 0.006667 USD, 1 USD = 150 JPY');
    const margin = marginOutcome({
      account: 'USD',
      pair: 'EURUSD',
      price: '1.0850',
      lots: '1',
      leverage: '30',
      rate: '',
    });
    expect(figure(margin, 'Conversion, from the price')).toBe('1 EUR = 1.085 USD, 1 USD = 0.9217 EUR');
  });
});

describe('costs and the minimum ratio as written', () => {
  it('gives the net profit first, then each cost with its sign', () => {
    const outcome = profitOutcome({
      ...profitShape.defaults,
      spread: '1.2',
      commission: '7',
      swap: '-5.20',
      nights: '3',
    });
    expect(outcome.figures.slice(0, 5).map((entry) => [entry.label, entry.value])).toEqual([
      ['Net profit', '+$965.40'],
      ['Before costs', '+$1,000.00'],
      ['Spread', '−$12.00'],
      ['Commission', '−$7.00'],
      ['Swap', '−$15.60'],
    ]);
  });

  it('flags a ratio below the configured minimum, and says nothing of one when there is none', () => {
    const low = { ...riskRewardShape.defaults, target: '1.0925' };
    expect(figure(riskRewardOutcome(low, 2), 'Below the minimum')).toBe(
      'Under 1:2: the site publishes no signal with less reward for its risk.',
    );
    expect(figure(riskRewardOutcome(riskRewardShape.defaults, 2), 'Minimum')).toMatch(/^At least 1:2/);
    expect(riskRewardOutcome(low, 0).figures.map((entry) => entry.label)).toEqual([
      'Risk-reward ratio',
      'Risk',
      'Reward',
    ]);
  });
});
