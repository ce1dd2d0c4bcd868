import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '~/platform/db/types';
import { factorKey, pepperedHash } from './factor-key.server';

export const recoveryCodeCount = 10;
// Crockford-style alphabet without look-alikes (0/O, 1/I/L): read from paper and typed by hand.
const alphabet = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';

/** One code: 10 characters (about 49 bits), shown as `XXXXX-XXXXX`. */
function newCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** What is compared: upper case without spaces or dashes, so `abcde fghjk` matches `ABCDE-FGHJK`. */
const normalise = (code: string) => code.toUpperCase().replace(/[\s-]+/g, '');

/** Replaces the admin's recovery codes with ten new ones; returns them in the clear, to be shown once. */
export async function issueRecoveryCodes(db: Db, adminId: string): Promise<string[]> {
  const key = await factorKey(db);
  const codes = Array.from({ length: recoveryCodeCount }, newCode);
  await db.transaction(async (tx) => {
    await tx.run('DELETE FROM admin_recovery_codes WHERE admin_id = ?', [adminId]);
    for (const code of codes) {
      await tx.run('INSERT INTO admin_recovery_codes (id, admin_id, code_hash) VALUES (?, ?, ?)', [
        randomUUID(),
        adminId,
        pepperedHash(key, normalise(code)),
      ]);
    }
  });
  return codes;
}

/** Spends one unused code; false for a wrong, used or malformed one. The update is conditional: single use. */
export async function spendRecoveryCode(db: Db, adminId: string, code: string, now: Date = new Date()) {
  const given = normalise(code);
  if (!/^[A-Z0-9]{10}$/.test(given)) return false;
  const hash = pepperedHash(await factorKey(db), given);
  const spent = await db.run(
    'UPDATE admin_recovery_codes SET used_at = ? WHERE admin_id = ? AND code_hash = ? AND used_at IS NULL',
    [now.toISOString(), adminId, hash],
  );
  return spent.changes === 1;
}

/** Unused codes left (the Security page shows the count, never the codes). */
export async function recoveryCodesLeft(db: Db, adminId: string): Promise<number> {
  const row = await db.get<{ count: number }>(
    'SELECT COUNT(*) AS count FROM admin_recovery_codes WHERE admin_id = ? AND used_at IS NULL',
    [adminId],
  );
  return Number(row?.count ?? 0);
}

export async function removeRecoveryCodes(db: Db, adminId: string): Promise<void> {
  await db.run('DELETE FROM admin_recovery_codes WHERE admin_id = ?', [adminId]);
}
