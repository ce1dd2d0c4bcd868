import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDialects, captureLog, testContext } from '~/platform/test-support/test-helpers.server';
import { signedInAdmin } from '~/platform/test-support/admin-session.server';
import { payload } from '~/platform/test-support/route-results';
import { securityAction } from './security.server';

const dialects = await freshDialects();
captureLog();
const base = 'http://localhost:3700';
const context = { clientIp: '198.51.100.23' };

describe.each(dialects)('the Security page actions on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  const setup = async () => {
    const db = await fresh();
    const { cookie, csrfToken } = await signedInAdmin(db, 'keeper');
    return (values: Record<string, string>) =>
      securityAction(
        new Request(`${base}/secure/admin/security`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base, Cookie: cookie },
          body: new URLSearchParams({ csrf: csrfToken, ...values }).toString(),
        }),
        testContext(db, context),
      );
  };

  it('asks to confirm removing a factor, and only the confirmed post tries it', async () => {
    const act = await setup();
    expect(payload(await act({ intent: 'passkey-remove', credential: 'cred-1' }))).toEqual({
      status: 200,
      data: { kind: 'confirm', intent: 'passkey-remove', values: { credential: 'cred-1' } },
    });
    expect(payload(await act({ intent: 'totp-remove', confirmed: '1' }))).toEqual({
      status: 404,
      data: { kind: 'refused', message: 'It was already removed.' },
    });
  });

  it('never sends a password back with its field messages', async () => {
    const act = await setup();
    const typed = `typed-${randomBytes(6).toString('hex')}`;
    const wrong = { intent: 'password', currentPassword: typed, newPassword: 'x', confirmPassword: 'y' };
    const answer = payload(await act(wrong));
    expect(answer).toMatchObject({ status: 400, data: { kind: 'invalid', intent: 'password', values: {} } });
    expect(JSON.stringify(answer.data)).not.toContain(typed);
  });
});
