import { generate } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import { listAudit } from '~/platform/admin/audit.server';
import { createAdmin } from '~/platform/auth/admins.server';
import { freshDialects, captureLog, fastParams, randomPassword } from '~/platform/test-support/test-helpers.server';
import { removePasskeyFactor, removeTotpFactor, resetFactors, totpEnrolled } from './factor-admin.server';
import { factorSummary } from './factors.server';
import { savePasskey } from './passkeys.server';
import { checkTotpCode, startTotpEnrolment } from './totp.server';

const dialects = await freshDialects();
captureLog();

describe.each(dialects)('managing second factors on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  async function adminWithApp() {
    const db = await fresh();
    const admin = await createAdmin(
      db,
      { username: `f-${crypto.randomUUID().slice(0, 8)}`, email: 'f@example.com', password: randomPassword() },
      { params: fastParams },
    );
    const started = await startTotpEnrolment(db, admin);
    if (!started.ok) throw new Error('enrolment refused');
    await checkTotpCode(db, admin.id, await generate({ secret: started.secret }), { confirm: true });
    await totpEnrolled(db, admin);
    return { db, admin };
  }

  it('never removes the last factor while two-factor sign-in is required, but does when it is not', async () => {
    const { db, admin } = await adminWithApp();
    expect(await removeTotpFactor(db, admin, true)).toEqual({ ok: false, reason: 'conflict' });
    await savePasskey(db, {
      credentialId: 'cred-1',
      adminId: admin.id,
      publicKey: new Uint8Array([1, 2, 3]),
      counter: 0,
      transports: ['internal'],
      name: 'Laptop',
    });
    expect(await removeTotpFactor(db, admin, true)).toEqual({ ok: true, value: null });
    expect(await factorSummary(db, admin.id)).toEqual({ totp: false, passkeys: 1, recoveryCodesLeft: 0 });
    expect(await removePasskeyFactor(db, admin, 'cred-1', true)).toEqual({ ok: false, reason: 'conflict' });
    expect(await removePasskeyFactor(db, admin, 'cred-1', false)).toEqual({ ok: true, value: null });
    const actions = (await listAudit(db)).entries.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['admin.totp_enrol', 'admin.totp_remove', 'admin.passkey_remove']));
  });

  it('resets every factor and session of another admin, audited', async () => {
    const { db, admin } = await adminWithApp();
    await resetFactors(db, { id: 'super', username: 'owner' }, admin.id);
    expect(await factorSummary(db, admin.id)).toEqual({ totp: false, passkeys: 0, recoveryCodesLeft: 0 });
    expect((await listAudit(db)).entries[0]).toMatchObject({ action: 'admin.factors_reset', entityId: admin.id });
  });
});
