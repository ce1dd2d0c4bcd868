import { describe, expect, it } from 'vitest';
import { allowedSecondSteps } from './allowed-steps';

describe('allowedSecondSteps', () => {
  it('allows enrolment only to an admin with no factor at all', () => {
    expect(allowedSecondSteps({ totp: false, passkeys: 0, recoveryCodesLeft: 0 })).toEqual(['enrol']);
    expect(allowedSecondSteps({ totp: false, passkeys: 1, recoveryCodesLeft: 0 })).toEqual(['passkey']);
    expect(allowedSecondSteps({ totp: true, passkeys: 0, recoveryCodesLeft: 10 })).toEqual(['code']);
    expect(allowedSecondSteps({ totp: true, passkeys: 2, recoveryCodesLeft: 0 })).toEqual(['code', 'passkey']);
  });
});
