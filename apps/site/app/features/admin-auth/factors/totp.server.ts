import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db } from '~/platform/db/types';
import { decryptSecret, encryptSecret, factorKey } from './factor-key.server';

/** RFC 6238 defaults every authenticator app understands: SHA-1, 6 digits, 30-second steps. */
const period = 30;
const issuer = 'UPM Trading admin';

interface TotpRow {
  admin_id: string;
  secret_encrypted: string;
  confirmed_at: string | null;
  last_step: number;
}

const epochSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** Whether the admin has a confirmed authenticator app. */
export async function hasTotp(db: Db, adminId: string): Promise<boolean> {
  const row = await db.get<{ confirmed_at: string | null }>('SELECT confirmed_at FROM admin_totp WHERE admin_id = ?', [
    adminId,
  ]);
  return Boolean(row?.confirmed_at);
}

/**
 * The admin's enrolment in progress: the unconfirmed secret (a new one when there is none, so a reload shows
 * the same QR code), its otpauth URI and the QR code as SVG rendered here: the secret never goes to a
 * third-party QR service. Refused while a confirmed app exists.
 */
export async function startTotpEnrolment(
  db: Db,
  admin: { id: string; username: string },
  now: Date = new Date(),
): Promise<{ ok: true; secret: string; uri: string; qrSvg: string } | { ok: false; reason: 'conflict' }> {
  if (await hasTotp(db, admin.id)) return { ok: false, reason: 'conflict' };
  let secret = await pendingTotpSecret(db, admin.id);
  if (!secret) {
    secret = generateSecret();
    const sealed = encryptSecret(await factorKey(db), secret);
    await db.run('DELETE FROM admin_totp WHERE admin_id = ?', [admin.id]);
    await db.run('INSERT INTO admin_totp (admin_id, secret_encrypted, created_at) VALUES (?, ?, ?)', [
      admin.id,
      sealed,
      now.toISOString(),
    ]);
  }
  const uri = generateURI({ issuer, label: admin.username, secret, period });
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { ok: true, secret, uri, qrSvg };
}

/** The secret of an unconfirmed enrolment, to show again beside its QR code (only before it is confirmed). */
export async function pendingTotpSecret(db: Db, adminId: string): Promise<string | undefined> {
  const row = await db.get<TotpRow>('SELECT * FROM admin_totp WHERE admin_id = ? AND confirmed_at IS NULL', [adminId]);
  return row ? decryptSecret(await factorKey(db), row.secret_encrypted) : undefined;
}

/**
 * Checks a code against the admin's secret within ±1 step, and spends it: the step is recorded with a
 * conditional update, so the same code (or an older one) never passes twice, even in parallel.
 * `confirm` accepts the unconfirmed secret of an enrolment and confirms it.
 */
export async function checkTotpCode(
  db: Db,
  adminId: string,
  code: string,
  options: { now?: Date; confirm?: boolean } = {},
): Promise<boolean> {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return false;
  const row = await db.get<TotpRow>('SELECT * FROM admin_totp WHERE admin_id = ?', [adminId]);
  if (!row || Boolean(row.confirmed_at) === Boolean(options.confirm)) return false;
  const now = options.now ?? new Date();
  const secret = decryptSecret(await factorKey(db), row.secret_encrypted);
  const lastStep = Number(row.last_step);
  const result = await verify({
    secret,
    token,
    period,
    epoch: epochSeconds(now),
    epochTolerance: period,
    ...(lastStep > 0 ? { afterTimeStep: lastStep } : {}),
  }).catch(() => ({ valid: false as const }));
  if (!result.valid || !('timeStep' in result)) return false;
  const step = result.timeStep;
  const spent = await db.run(
    'UPDATE admin_totp SET last_step = ?, confirmed_at = COALESCE(confirmed_at, ?) WHERE admin_id = ? AND last_step < ?',
    [step, now.toISOString(), adminId, step],
  );
  return spent.changes === 1;
}

/** Removes the admin's authenticator app (confirmed or not). */
export async function removeTotp(db: Db, adminId: string): Promise<boolean> {
  return (await db.run('DELETE FROM admin_totp WHERE admin_id = ?', [adminId])).changes > 0;
}
