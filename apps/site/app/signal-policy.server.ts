import { z } from 'zod';
import { parseEnvironment, type Source, unset } from './environment.server.ts';

/*
 * What the signal desk promises and the admin enforces, from SIGNALS_* variables. Read at build like the company
 * identity (vite.config.ts defines __SIGNAL_POLICY__ from it) because prerendered pages (/about, the home page's
 * services) state the policy, and at start (config.server.ts) because the admin enforces it: both read the same
 * variables through this one function, and `pnpm start` rebuilds when they change (scripts/build-stamp.ts), so a
 * page never promises what the admin does not keep.
 */

export interface SignalPolicy {
  /**
   * The least reward-to-risk a signal may be published with (2 means 1:2: the take-profit at least twice as far
   * from the entry as the stop-loss). 0: no minimum, and no page claims one.
   */
  minRiskReward: number;
  /** A signal becomes public only when a second, different admin approves it, and it must carry its reasoning. */
  fourEyes: boolean;
  /** A close or correction whose result is beyond ±this many R is refused as a slip, not recorded. */
  maxAbsR: number;
}

export const defaultSignalPolicy: SignalPolicy = { minRiskReward: 2, fourEyes: false, maxAbsR: 20 };

const schema = z.object({
  SIGNALS_MIN_RISK_REWARD: z.preprocess(
    unset,
    z.coerce
      .number({ error: 'must be a number like 2 (meaning 1:2), or 0 for no minimum' })
      .min(0, 'must be 0 or more')
      .max(20, 'must be at most 20')
      .default(defaultSignalPolicy.minRiskReward),
  ),
  SIGNALS_FOUR_EYES: z.preprocess(unset, z.enum(['0', '1', 'true', 'false'], { error: 'must be 1 or 0' }).default('0')),
  SIGNALS_MAX_ABS_R: z.preprocess(
    unset,
    z.coerce
      .number({ error: 'must be a positive number of R' })
      .positive('must be a positive number of R')
      .default(defaultSignalPolicy.maxAbsR),
  ),
});

/** Reads SIGNALS_MIN_RISK_REWARD, SIGNALS_FOUR_EYES and SIGNALS_MAX_ABS_R; throws naming a bad one. */
export function readSignalPolicy(source: Source): SignalPolicy {
  const env = parseEnvironment(schema, source);
  return {
    minRiskReward: env.SIGNALS_MIN_RISK_REWARD,
    fourEyes: env.SIGNALS_FOUR_EYES === '1' || env.SIGNALS_FOUR_EYES === 'true',
    maxAbsR: env.SIGNALS_MAX_ABS_R,
  };
}

/**
 * What pages built with `baked` would claim that a server enforcing `enforced` does not keep: a second analyst's
 * review, or a higher minimum risk-reward. Empty when the pages claim no more than is enforced (claiming less,
 * say a build without four eyes on a server with them, is only modest). The server refuses to start otherwise.
 */
export function overclaims(baked: SignalPolicy, enforced: SignalPolicy): string[] {
  const problems: string[] = [];
  if (baked.fourEyes && !enforced.fourEyes) {
    problems.push('the pages say a second analyst reviews each signal, but SIGNALS_FOUR_EYES is off');
  }
  if (baked.minRiskReward > enforced.minRiskReward) {
    problems.push(
      `the pages promise a risk-reward of at least 1:${baked.minRiskReward}, but SIGNALS_MIN_RISK_REWARD is ${enforced.minRiskReward}`,
    );
  }
  return problems;
}
