import { describe, expect, it } from 'vitest';
import { readConfig } from './config.server';
import { defaultSignalPolicy, overclaims, readSignalPolicy } from './signal-policy.server';

describe('the signal policy', () => {
  it('defaults to a 1:2 minimum, no four eyes and a ±20 R bound, and reads the three variables', () => {
    expect(readSignalPolicy({})).toEqual({ minRiskReward: 2, fourEyes: false, maxAbsR: 20 });
    expect(readConfig({}).signals).toEqual(defaultSignalPolicy);
    expect(
      readSignalPolicy({ SIGNALS_MIN_RISK_REWARD: '1.5', SIGNALS_FOUR_EYES: 'true', SIGNALS_MAX_ABS_R: '12' }),
    ).toEqual({ minRiskReward: 1.5, fourEyes: true, maxAbsR: 12 });
    expect(readSignalPolicy({ SIGNALS_MIN_RISK_REWARD: '0', SIGNALS_FOUR_EYES: '0' })).toMatchObject({
      minRiskReward: 0,
      fourEyes: false,
    });
  });

  it('stops the start naming a bad value', () => {
    expect(() => readConfig({ SIGNALS_FOUR_EYES: 'yes please' })).toThrow(/SIGNALS_FOUR_EYES: must be 1 or 0/);
    expect(() => readConfig({ SIGNALS_MAX_ABS_R: '-3' })).toThrow(/SIGNALS_MAX_ABS_R: must be a positive number/);
    expect(() => readConfig({ SIGNALS_MIN_RISK_REWARD: 'two' })).toThrow(/SIGNALS_MIN_RISK_REWARD/);
  });
});

describe('what a build may claim', () => {
  it('refuses pages that claim more than the server enforces, and allows claiming less', () => {
    const off = defaultSignalPolicy;
    const on = { ...defaultSignalPolicy, fourEyes: true };
    expect(overclaims(on, off)).toEqual([
      'the pages say a second analyst reviews each signal, but SIGNALS_FOUR_EYES is off',
    ]);
    expect(overclaims(off, on)).toEqual([]);
    expect(overclaims(off, { ...off, minRiskReward: 1.5 })).toEqual([
      'the pages promise a risk-reward of at least 1:2, but SIGNALS_MIN_RISK_REWARD is 1.5',
    ]);
    expect(overclaims({ ...off, minRiskReward: 1.5 }, off)).toEqual([]);
  });
});
