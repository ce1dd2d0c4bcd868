import { describe, expect, it } from 'vitest';
import { about } from '~/content/about';
import { servicesOverview } from '~/content/services/overview';
import { reviewClaim, riskRewardClaim } from './signal-claims';

describe('what the copy claims about signals', () => {
  it('claims a second analyst only when four eyes are on', () => {
    expect(reviewClaim({ fourEyes: true })).toMatch(/reviewed by a second analyst and published with its reasoning/);
    expect(reviewClaim({ fourEyes: false })).not.toMatch(/second analyst|reasoning/);
  });

  it('promises the configured minimum risk-reward, and none when there is none', () => {
    expect(riskRewardClaim({ minRiskReward: 2 })).toBe('Risk-reward of at least 1:2');
    expect(riskRewardClaim({ minRiskReward: 1.5 })).toBe('Risk-reward of at least 1:1.5');
    expect(riskRewardClaim({ minRiskReward: 0 })).not.toMatch(/at least/);
  });

  it('puts the build’s policy (the defaults here) into /about and the services cards', () => {
    const points = about.team.points.map((point) => point.text);
    expect(points).toContain(reviewClaim({ fourEyes: false }));
    expect(points.join(' ')).not.toMatch(/second analyst/);
    const signals = servicesOverview.cards.find((card) => card.href === '/services/signals');
    expect(signals?.highlights).toContain('Risk-reward of at least 1:2');
  });
});
