import { stepDecimals } from '~/platform/instruments/instrument-specs';
import { type Pair, pipSize, roundTo } from './currencies';
import type { Direction } from './profit';

export interface RiskRewardInput {
  pair: Pair;
  direction: Direction;
  entry: number;
  stop: number;
  target: number;
}

export interface RiskRewardResult {
  riskPips: number;
  rewardPips: number;
  /** Reward per unit of risk, two decimals. */
  ratio: number;
  /** `1:2.00`. */
  ratioText: string;
}

/**
 * Whether a trade's reward is less than `minimum` times its risk (2 for 1:2), from the levels themselves, so
 * 1:1.996 is below 1:2 even though it is written 1:2.00. A minimum of 0 means none.
 */
export function belowMinimum(input: Pick<RiskRewardInput, 'entry' | 'stop' | 'target'>, minimum: number): boolean {
  if (minimum <= 0) return false;
  const risk = Math.abs(input.entry - input.stop);
  const reward = Math.abs(input.target - input.entry);
  return reward < minimum * risk * (1 - 1e-9);
}

/** Where the stop and target must lie: below and above the entry for a buy, the other way for a sell. */
export function levelProblem(
  direction: Direction,
  entry: number,
  level: number,
  kind: 'stop' | 'target',
): string | undefined {
  const below = level < entry;
  const wantBelow = (direction === 'buy') === (kind === 'stop');
  if (level === entry || below !== wantBelow) {
    const side = wantBelow ? 'below' : 'above';
    const name = kind === 'stop' ? 'stop-loss' : 'target';
    return `For a ${direction}, the ${name} must be ${side} the entry price.`;
  }
  return undefined;
}

/** Risk = |entry − stop|, reward = |target − entry|, in pips (or points); the ratio is reward / risk, written 1:x. */
export function riskReward(input: RiskRewardInput): RiskRewardResult {
  const pip = pipSize(input.pair);
  const decimals = stepDecimals(input.pair);
  const riskPips = roundTo(Math.abs(input.entry - input.stop) / pip, decimals);
  const rewardPips = roundTo(Math.abs(input.target - input.entry) / pip, decimals);
  const ratio = riskPips > 0 ? roundTo(rewardPips / riskPips, 2) : 0;
  return { riskPips, rewardPips, ratio, ratioText: `1:${ratio.toFixed(2)}` };
}
