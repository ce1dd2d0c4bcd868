import { recordAudit } from '~/platform/admin/audit.server';
import type { Db } from '~/platform/db/types';
import type { Result } from '~/platform/result';
import { factorCount, factorSummary } from './factors.server';
import { removePasskey } from './passkeys.server';
import { issueRecoveryCodes, removeRecoveryCodes } from './recovery-codes.server';
import { removeTotp } from './totp.server';

type Actor = { id: string; username: string };

const audit = (db: Db, admin: Actor, action: Parameters<typeof recordAudit>[1]['action'], after: unknown) =>
  recordAudit(db, { admin, action, entity: 'admin', entityId: admin.id, before: null, after });

/** The app is confirmed: ten new recovery codes (returned to show once) and the audit entry, naming no secret. */
export async function totpEnrolled(db: Db, admin: Actor): Promise<string[]> {
  const codes = await issueRecoveryCodes(db, admin.id);
  await audit(db, admin, 'admin.totp_enrol', { totp: true, recoveryCodes: codes.length });
  return codes;
}

/** New recovery codes in place of the old ones (only beside an app). */
export async function regenerateRecoveryCodes(db: Db, admin: Actor): Promise<Result<string[]>> {
  if (!(await factorSummary(db, admin.id)).totp) return { ok: false, reason: 'conflict' };
  const codes = await issueRecoveryCodes(db, admin.id);
  await audit(db, admin, 'admin.recovery_codes_issue', { recoveryCodes: codes.length });
  return { ok: true, value: codes };
}

/** Whether removing one factor would leave none while two-factor sign-in is required (or the admin relies on it). */
async function isLastFactor(db: Db, adminId: string, required: boolean) {
  return required && factorCount(await factorSummary(db, adminId)) <= 1;
}

/** Removes the admin's app and its recovery codes; refused for the last factor while 2FA is required. */
export async function removeTotpFactor(db: Db, admin: Actor, required: boolean): Promise<Result<null>> {
  if (await isLastFactor(db, admin.id, required)) return { ok: false, reason: 'conflict' };
  if (!(await removeTotp(db, admin.id))) return { ok: false, reason: 'not-found' };
  await removeRecoveryCodes(db, admin.id);
  await audit(db, admin, 'admin.totp_remove', { totp: false });
  return { ok: true, value: null };
}

/** Removes one of the admin's passkeys; refused for the last factor while 2FA is required. */
export async function removePasskeyFactor(
  db: Db,
  admin: Actor,
  credentialId: string,
  required: boolean,
): Promise<Result<null>> {
  if (await isLastFactor(db, admin.id, required)) return { ok: false, reason: 'conflict' };
  if (!(await removePasskey(db, admin.id, credentialId))) return { ok: false, reason: 'not-found' };
  await audit(db, admin, 'admin.passkey_remove', { credentialId: credentialId.slice(0, 12) });
  return { ok: true, value: null };
}

/**
 * Removes every second factor of `targetId` and ends its sessions (a lost phone): the admin signs in with the
 * password and, under ADMIN_REQUIRE_2FA, enrols again. `actor` is the super admin, or the command line.
 */
export async function resetFactors(db: Db, actor: Actor, targetId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.run('DELETE FROM admin_totp WHERE admin_id = ?', [targetId]);
    await tx.run('DELETE FROM admin_recovery_codes WHERE admin_id = ?', [targetId]);
    await tx.run('DELETE FROM admin_passkeys WHERE admin_id = ?', [targetId]);
    await tx.run('DELETE FROM admin_sessions WHERE admin_id = ?', [targetId]);
    await recordAudit(tx, {
      admin: actor,
      action: 'admin.factors_reset',
      entity: 'admin',
      entityId: targetId,
      before: null,
      after: { factors: 0 },
    });
  });
}
