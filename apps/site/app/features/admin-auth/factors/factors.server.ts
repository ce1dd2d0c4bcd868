import type { Db } from '~/platform/db/types';
import { countPasskeys } from './passkeys.server';
import { recoveryCodesLeft } from './recovery-codes.server';
import { hasTotp } from './totp.server';

export interface FactorSummary {
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
}

/** The admin's second factors (recovery codes count only beside an app: they are its backup). */
export async function factorSummary(db: Db, adminId: string): Promise<FactorSummary> {
  const [totp, passkeys, left] = await Promise.all([
    hasTotp(db, adminId),
    countPasskeys(db, adminId),
    recoveryCodesLeft(db, adminId),
  ]);
  return { totp, passkeys, recoveryCodesLeft: left };
}

/** How many factors the admin could sign in with (an app and each passkey count one). */
export const factorCount = (summary: FactorSummary) => (summary.totp ? 1 : 0) + summary.passkeys;
