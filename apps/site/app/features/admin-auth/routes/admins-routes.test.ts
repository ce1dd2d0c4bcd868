import { afterAll, describe, expect, it } from 'vitest';
import { listAudit } from '~/platform/admin/audit.server';
import { freshDialects, captureLog, testContext } from '~/platform/test-support/test-helpers.server';
import { newAdmin, signedInAdmin } from '~/platform/test-support/admin-session.server';
import { payload, thrownBy } from '~/platform/test-support/route-results';
import { adminsAction } from './admins.server';

const dialects = await freshDialects();
captureLog();
const base = 'http://localhost:3700';
const context = { clientIp: '198.51.100.22' };

describe.each(dialects)('the admin accounts actions on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  const setup = async () => {
    const db = await fresh();
    const { admin: chief, cookie, csrfToken } = await signedInAdmin(db, 'chief', { role: 'super_admin' });
    const other = await newAdmin(db, 'other', { role: 'super_admin' });
    const act = (values: Record<string, string>) =>
      adminsAction(
        new Request(`${base}/secure/admin/admins`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base, Cookie: cookie },
          body: new URLSearchParams({ csrf: csrfToken, ...values }).toString(),
        }),
        testContext(db, context),
      );
    return { db, chief, other, act };
  };

  it('resets another admin’s second factors only when confirmed, and never one’s own here', async () => {
    const { db, chief, other, act } = await setup();
    expect(payload(await act({ intent: 'reset-factors', admin: other.id }))).toEqual({
      status: 200,
      data: { kind: 'confirm', intent: 'reset-factors', values: { admin: other.id } },
    });
    expect((await listAudit(db)).entries.map((entry) => entry.action)).not.toContain('admin.factors_reset');
    const done = await thrownBy(act({ intent: 'reset-factors', admin: other.id, confirmed: '1' }));
    expect(done.headers.get('location')).toBe('/secure/admin/admins');
    expect((await listAudit(db)).entries[0]).toMatchObject({ action: 'admin.factors_reset', entityId: other.id });
    expect(payload(await act({ intent: 'reset-factors', admin: chief.id }))).toEqual({
      status: 409,
      data: { kind: 'refused', message: 'Manage your own factors on the Security page.' },
    });
  });

  it('disables another admin at once, refuses disabling oneself with the reason, and an unknown intent', async () => {
    const { chief, other, act } = await setup();
    expect((await thrownBy(act({ intent: 'disable', admin: other.id }))).status).toBe(302);
    expect(payload(await act({ intent: 'disable', admin: chief.id }))).toEqual({
      status: 409,
      data: { kind: 'refused', message: 'You cannot disable yourself.' },
    });
    expect(payload(await act({ intent: 'promote', admin: other.id }))).toMatchObject({
      status: 400,
      data: { kind: 'refused' },
    });
  });

  it('shows the invitation link once when no e-mail server is configured, and why an invitation is refused', async () => {
    const { act } = await setup();
    const made = payload(await act({ intent: 'invite', email: 'new@example.com', username: 'newcomer' }));
    expect(made.data).toMatchObject({ kind: 'invited', inviteLink: expect.stringMatching(/^http/) });
    const taken = payload(await act({ intent: 'invite', email: 'x@example.com', username: 'other' }));
    expect(taken).toMatchObject({ status: 409, data: { kind: 'refused', message: expect.any(String) } });
  });
});
