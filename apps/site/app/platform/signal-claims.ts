import type { SignalPolicy } from '~/signal-policy.server';

/*
 * What the site's copy may claim about its signals, generated from the policy the admin enforces (browser-safe,
 * no zod: content pages import it). A claim the settings do not keep is never written: with four eyes off no page
 * says a second analyst reviews each signal, and without a minimum no page promises a risk-reward.
 */

/** The /about line on how signals are made. */
export function reviewClaim(policy: Pick<SignalPolicy, 'fourEyes'>): string {
  return policy.fourEyes
    ? 'Every signal is reviewed by a second analyst and published with its reasoning and levels.'
    : 'Every signal is published with its entry, stop-loss and take-profit, and every later change stays on its public timeline.';
}

/** The signals card's promise on risk-reward (home page and /services). */
export function riskRewardClaim(policy: Pick<SignalPolicy, 'minRiskReward'>): string {
  return policy.minRiskReward > 0
    ? `Risk-reward of at least ${formatRiskReward(policy.minRiskReward)}`
    : 'Risk and reward stated before you trade';
}

/** `1:2`, `1:1.88`: a reward-to-risk ratio as traders write it. */
export function formatRiskReward(ratio: number): string {
  return `1:${Number(ratio.toFixed(2))}`;
}
