import { generate } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import { createAdmin } from '~/platform/auth/admins.server';
import { freshDialects, captureLog, fastParams, randomPassword } from '~/platform/test-support/test-helpers.server';
import { recoveryCodeCount, issueRecoveryCodes, recoveryCodesLeft, spendRecoveryCode } from './recovery-codes.server';
import { checkTotpCode, hasTotp, pendingTotpSecret, startTotpEnrolment } from './totp.server';

const dialects = await freshDialects();
captureLog();

const at = (iso: string) => new Date(iso);
const codeAt = (secret: string, when: Date, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(when.getTime() / 1000) + offsetSteps * 30 });

describe.each(dialects)('TOTP and recovery codes on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  async function newAdmin() {
    const db = await fresh();
    const admin = await createAdmin(
      db,
      { username: `totp-${crypto.randomUUID().slice(0, 8)}`, email: 'a@example.com', password: randomPassword() },
      { params: fastParams },
    );
    return { db, admin };
  }

  it('enrols with a server-rendered QR code, stores the secret encrypted and confirms with a code', async () => {
    const { db, admin } = await newAdmin();
    const now = at('2026-11-25T10:00:00.000Z');
    const started = await startTotpEnrolment(db, admin, now);
    if (!started.ok) throw new Error('enrolment refused');
    expect(started.qrSvg).toMatch(/^<svg/);
    expect(started.uri).toContain(`secret=${started.secret}`);
    const stored = await db.get<{ secret_encrypted: string }>('SELECT secret_encrypted FROM admin_totp');
    expect(stored?.secret_encrypted).not.toContain(started.secret);
    expect(await pendingTotpSecret(db, admin.id)).toBe(started.secret);
    expect(await hasTotp(db, admin.id)).toBe(false);
    // Before confirmation the secret is no factor: a sign-in check refuses it.
    expect(await checkTotpCode(db, admin.id, await codeAt(started.secret, now), { now })).toBe(false);
    expect(await checkTotpCode(db, admin.id, await codeAt(started.secret, now), { now, confirm: true })).toBe(true);
    expect(await hasTotp(db, admin.id)).toBe(true);
    expect(await pendingTotpSecret(db, admin.id)).toBeUndefined();
    expect((await startTotpEnrolment(db, admin, now)).ok).toBe(false);
  });

  it('accepts a code one step early or late, not two, and each code only once', async () => {
    const { db, admin } = await newAdmin();
    const start = at('2026-11-25T10:00:00.000Z');
    const started = await startTotpEnrolment(db, admin, start);
    if (!started.ok) throw new Error('enrolment refused');
    expect(await checkTotpCode(db, admin.id, await codeAt(started.secret, start), { now: start, confirm: true })).toBe(
      true,
    );
    const later = at('2026-11-25T10:10:00.000Z');
    expect(await checkTotpCode(db, admin.id, await codeAt(started.secret, later, 2), { now: later })).toBe(false);
    expect(await checkTotpCode(db, admin.id, await codeAt(started.secret, later, -2), { now: later })).toBe(false);
    const lateCode = await codeAt(started.secret, later, -1);
    expect(await checkTotpCode(db, admin.id, lateCode, { now: later })).toBe(true);
    expect(await checkTotpCode(db, admin.id, lateCode, { now: later })).toBe(false);
    // A code for an earlier step than the last accepted one is refused too.
    expect(await checkTotpCode(db, admin.id, await codeAt(started.secret, later, 1), { now: later })).toBe(true);
    expect(await checkTotpCode(db, admin.id, await codeAt(started.secret, later, 0), { now: later })).toBe(false);
    expect(await checkTotpCode(db, admin.id, 'abcdef', { now: later })).toBe(false);
  });

  it('issues ten recovery codes stored hashed, each usable once, replaced by a new set', async () => {
    const { db, admin } = await newAdmin();
    const codes = await issueRecoveryCodes(db, admin.id);
    expect(codes).toHaveLength(recoveryCodeCount);
    expect(new Set(codes).size).toBe(recoveryCodeCount);
    const hashes = await db.all<{ code_hash: string }>('SELECT code_hash FROM admin_recovery_codes');
    for (const code of codes) expect(hashes.map((row) => row.code_hash).join()).not.toContain(code);
    expect(await spendRecoveryCode(db, admin.id, codes[0]!.toLowerCase().replace('-', ' '))).toBe(true);
    expect(await spendRecoveryCode(db, admin.id, codes[0]!)).toBe(false);
    expect(await spendRecoveryCode(db, admin.id, 'AAAAA-AAAAA')).toBe(false);
    expect(await recoveryCodesLeft(db, admin.id)).toBe(9);
    await issueRecoveryCodes(db, admin.id);
    expect(await spendRecoveryCode(db, admin.id, codes[1]!)).toBe(false);
    expect(await recoveryCodesLeft(db, admin.id)).toBe(10);
  });
});
