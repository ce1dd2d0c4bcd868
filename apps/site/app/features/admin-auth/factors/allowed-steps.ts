import type { FactorSummary } from './factors.server';

/**
 * The ways a half-signed-in admin can finish signing in: `enrol` (set up a first app), `code` (an app's code or
 * a recovery code) or `passkey`.
 */
export type SecondStep = 'enrol' | 'code' | 'passkey';

/**
 * The one rule every second-step route applies: enrolment is for an admin with no factor at all (otherwise a
 * fresh app would replace the factor the password was supposed to be followed by); an admin with factors may
 * use only those.
 */
export function allowedSecondSteps(summary: FactorSummary): SecondStep[] {
  if (!summary.totp && summary.passkeys === 0) return ['enrol'];
  const steps: SecondStep[] = [];
  // Recovery codes exist only beside an app (they are its backup), so `code` stands for both.
  if (summary.totp) steps.push('code');
  if (summary.passkeys > 0) steps.push('passkey');
  return steps;
}
