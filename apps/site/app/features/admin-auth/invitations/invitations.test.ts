import { afterAll, describe, expect, it } from 'vitest';
import { listAudit } from '~/platform/admin/audit.server';
import { setAdminDisabled } from '~/features/admin-auth/admin-accounts.server';
import { createAdmin } from '~/platform/auth/admins.server';
import { freshDialects, captureLog, fastParams, randomPassword } from '~/platform/test-support/test-helpers.server';
import { deliverDue, readOutboxMetrics } from '~/platform/outbox/outbox.server';
import { invitationEmails } from './invitation-email.server';
import { acceptInvitation, findInvitation, invitationLifetimeMs, inviteAdmin } from './invitations.server';

const dialects = await freshDialects();
captureLog();
const origin = 'https://upm.example';
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe.each(dialects)('admin invitations and accounts on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);
  const setup = async () => {
    const db = await fresh();
    const owner = await createAdmin(
      db,
      { username: 'owner', email: 'o@example.com', password: randomPassword() },
      { params: fastParams },
    );
    return { db, owner };
  };

  it('e-mails a single-use 24-hour link through the outbox, stores only its hash, and clears the text once sent', async () => {
    const { db, owner } = await setup();
    const now = new Date('2026-11-25T10:00:00.000Z');
    const invited = await inviteAdmin(db, owner, { email: 'new@example.com', username: 'newbie', origin }, now);
    if (!invited.ok) throw new Error(invited.message);
    const token = tokenOf(invited.value.link);
    expect(invited.value.link).toMatch(/^https:\/\/upm\.example\/secure\/admin\/invitation\?token=/);
    const stored = await db.get<{ token_hash: string }>('SELECT token_hash FROM admin_invitations');
    expect(stored?.token_hash).not.toContain(token);
    const sent: { to: string; text: string }[] = [];
    const mailer = { sendMail: async (mail: { to: string; text: string }) => sent.push(mail) };
    const deliver = { db, mailer, mail: { from: 'site@upm.example', to: '', origin, config: {} }, now: () => now };
    expect(await deliverDue(invitationEmails, deliver)).toEqual({ delivered: 1, failed: 0 });
    expect(sent[0]).toMatchObject({ to: 'new@example.com' });
    expect(sent[0]!.text).toContain(invited.value.link);
    expect(await db.get('SELECT mail_text FROM admin_invitations')).toEqual({ mail_text: null });
    expect(await deliverDue(invitationEmails, deliver)).toEqual({ delivered: 0, failed: 0 });
    const later = new Date(now.getTime() + invitationLifetimeMs);
    expect(await findInvitation(db, token, later)).toBeUndefined();
    expect(await findInvitation(db, token, now)).toMatchObject({ username: 'newbie' });
  });

  it('keeps a failed invitation e-mail with its error for a retry, and never sends or counts an expired one', async () => {
    const { db, owner } = await setup();
    const now = new Date('2026-11-25T10:00:00.000Z');
    await inviteAdmin(db, owner, { email: 'late@example.com', username: 'late', origin }, now);
    const failing = { sendMail: async () => Promise.reject(new Error('Mailbox temporarily unavailable')) };
    const mail = { from: 'site@upm.example', to: '', origin, config: {} };
    expect(await deliverDue(invitationEmails, { db, mailer: failing, mail, now: () => now })).toEqual({
      delivered: 0,
      failed: 1,
    });
    expect(await readOutboxMetrics(db, [invitationEmails], new Map(), now)).toEqual([
      { kind: 'invitation', backlog: 1, failing: 1, sent: 0, failed: 0 },
    ]);
    const expired = new Date(now.getTime() + invitationLifetimeMs);
    const sent: unknown[] = [];
    const mailer = { sendMail: async (message: unknown) => sent.push(message) };
    expect(await deliverDue(invitationEmails, { db, mailer, mail, now: () => expired })).toEqual({
      delivered: 0,
      failed: 0,
    });
    expect(sent).toEqual([]);
    expect(await readOutboxMetrics(db, [invitationEmails], new Map(), expired)).toEqual([
      { kind: 'invitation', backlog: 0, failing: 0, sent: 0, failed: 0 },
    ]);
  });

  it('accepts once with a policy-compliant password and creates an admin with the role admin', async () => {
    const { db, owner } = await setup();
    const invited = await inviteAdmin(db, owner, { email: 'n2@example.com', username: 'second', origin });
    if (!invited.ok) throw new Error(invited.message);
    const token = tokenOf(invited.value.link);
    const weak = await acceptInvitation(db, { token, password: 'short', confirmPassword: 'short' });
    expect(weak).toMatchObject({ ok: false, reason: 'invalid' });
    const password = randomPassword();
    const accepted = await acceptInvitation(db, { token, password, confirmPassword: password }, { params: fastParams });
    expect(accepted).toMatchObject({ ok: true, value: { username: 'second', role: 'admin' } });
    const again = await acceptInvitation(db, { token, password, confirmPassword: password }, { params: fastParams });
    expect(again).toMatchObject({ ok: false, reason: 'not-found' });
    const actions = (await listAudit(db)).entries.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['admin.invite', 'admin.invite_accept']));
    expect(JSON.stringify((await listAudit(db)).entries)).not.toContain(token);
  });

  it('disables an admin (ending its sessions) but never the last super admin or oneself', async () => {
    const { db, owner } = await setup();
    const helper = await createAdmin(
      db,
      { username: 'helper', email: 'h@example.com', password: randomPassword(), role: 'admin' },
      { params: fastParams },
    );
    expect(await setAdminDisabled(db, owner, owner.id, true)).toMatchObject({ ok: false, reason: 'conflict' });
    expect(await setAdminDisabled(db, helper, owner.id, true)).toMatchObject({
      ok: false,
      message: 'The last super admin cannot be disabled.',
    });
    expect(await setAdminDisabled(db, owner, helper.id, true)).toEqual({ ok: true, value: null });
    expect(await db.get('SELECT disabled_at FROM admins WHERE id = ?', [helper.id])).not.toEqual({ disabled_at: null });
    expect(await setAdminDisabled(db, owner, helper.id, false)).toEqual({ ok: true, value: null });
  });
});
