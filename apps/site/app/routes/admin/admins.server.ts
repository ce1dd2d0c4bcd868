import { data, redirect } from 'react-router-dom';
import type { RequestContext } from '~/context.server';
import { adminsPath } from '~/lib/admin/paths';
import { listAdmins, setAdminDisabled } from '~/lib/auth/admin-accounts.server';
import { resetFactors } from '~/lib/auth/factors/factor-admin.server';
import { inviteAdmin } from '~/lib/auth/invitations/invitations.server';
import { adminHeaders, readAdminForm, requireAdmin } from '~/lib/auth/guard.server';
import { kickOutbox } from '~/lib/outbox/outbox.server';
import { failureStatus } from '~/lib/result';

/** The guard, then the super-admin check: an `admin` manages the site, not the other admins (403). */
async function requireSuperAdmin(request: Request, context: RequestContext) {
  const session = await requireAdmin(request, { context, db: context.db });
  if (session.admin.role !== 'super_admin') {
    throw data({ error: 'Only a super admin manages admins.' }, { status: 403, headers: adminHeaders });
  }
  return session;
}

/** GET /secure/admin/admins: every admin with role, second factors and state, and the invitation form. */
export async function adminsLoader(request: Request, context: RequestContext) {
  const session = await requireSuperAdmin(request, context);
  return data(
    { csrf: session.csrfToken, selfId: session.admin.id, admins: await listAdmins(context.db) },
    { headers: adminHeaders },
  );
}

export type AdminsActionData = { error?: string; notice?: string; inviteLink?: string };

const text = (form: FormData, name: string, max = 300) => String(form.get(name) ?? '').slice(0, max);

/** POST /secure/admin/admins: invite, disable, enable, reset another admin's second factors. */
export async function adminsAction(request: Request, context: RequestContext) {
  const session = await requireSuperAdmin(request, context);
  const form = await readAdminForm(request, session, { context });
  const { db } = context;
  const intent = text(form, 'intent', 40);
  const target = text(form, 'admin', 100);
  if (intent === 'invite') {
    const origin = context.config.siteOrigin ?? new URL(request.url).origin;
    const invited = await inviteAdmin(db, session.admin, {
      email: text(form, 'email'),
      username: text(form, 'username'),
      origin,
    });
    if (!invited.ok)
      return data<AdminsActionData>(
        { error: invited.message },
        { status: failureStatus[invited.reason], headers: adminHeaders },
      );
    if (context.config.mail) {
      kickOutbox();
      return data<AdminsActionData>(
        { notice: 'Invitation e-mailed. The link works once, for 24 hours.' },
        { headers: adminHeaders },
      );
    }
    // No SMTP server configured: the inviter passes the link on by hand (shown this once, never stored in clear).
    return data<AdminsActionData>(
      {
        notice:
          'No e-mail server is configured: send this link to the new admin yourself. It works once, for 24 hours.',
        inviteLink: invited.value.link,
      },
      { headers: adminHeaders },
    );
  }
  if (intent === 'disable' || intent === 'enable') {
    const changed = await setAdminDisabled(db, session.admin, target, intent === 'disable');
    if (!changed.ok)
      return data<AdminsActionData>(
        { error: changed.message },
        { status: failureStatus[changed.reason], headers: adminHeaders },
      );
    return redirect(adminsPath, { headers: adminHeaders });
  }
  if (intent === 'reset-factors') {
    if (target === session.admin.id) {
      return data<AdminsActionData>(
        { error: 'Manage your own factors on the Security page.' },
        { status: 409, headers: adminHeaders },
      );
    }
    await resetFactors(db, session.admin, target);
    return redirect(adminsPath, { headers: adminHeaders });
  }
  return data<AdminsActionData>({ error: 'Unknown action.' }, { status: 400, headers: adminHeaders });
}
