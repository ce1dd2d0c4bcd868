import { data } from 'react-router';
import type { RequestContext } from '~/context.server';
import type { AdminActionData, IntentSpecs } from '~/platform/admin/admin-action';
import { actionAnswer, actionDone, intentStep, refusal } from '~/platform/admin/admin-action.server';
import { adminsPath } from '~/platform/admin/paths';
import { listAdmins, setAdminDisabled } from '~/features/admin-auth/admin-accounts.server';
import { resetFactors } from '~/features/admin-auth/factors/factor-admin.server';
import { inviteAdmin } from '~/features/admin-auth/invitations/invitations.server';
import { adminHeaders } from '~/platform/admin/route-headers';
import { readAdminForm, requireAdmin } from '~/platform/auth/guard.server';
import { kickOutbox } from '~/platform/outbox/outbox.server';
import { failureStatus } from '~/platform/result';

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

/**
 * The admin accounts' actions (decision 028): invite, disable, enable, and reset another admin's second factors,
 * which removes every factor and ends their sessions, so it is carried out only when confirmed.
 */
export const adminsIntents = {
  invite: { fields: ['email', 'username'] },
  disable: { fields: ['admin'] },
  enable: { fields: ['admin'] },
  'reset-factors': { fields: ['admin'], destructive: true },
} as const satisfies IntentSpecs;
type AdminsIntent = keyof typeof adminsIntents;

/** An invitation made: the notice, and the link when no e-mail server sends it (shown this once). */
export type AdminsActionData = AdminActionData<AdminsIntent> | { kind: 'invited'; notice: string; inviteLink?: string };

const invited = (body: Omit<Extract<AdminsActionData, { kind: 'invited' }>, 'kind'>) =>
  data<AdminsActionData>({ kind: 'invited', ...body }, { headers: adminHeaders });

/** POST /secure/admin/admins: invite, disable, enable, reset another admin's second factors. */
export async function adminsAction(request: Request, context: RequestContext) {
  const session = await requireSuperAdmin(request, context);
  const form = await readAdminForm(request, session, { context });
  const { db } = context;
  const step = intentStep(form, adminsIntents, undefined);
  if (step.kind === 'invalid' || step.kind === 'refused') return actionAnswer(step);
  if (step.intent === 'reset-factors' && step.values.admin === session.admin.id) {
    const message = 'Manage your own factors on the Security page.';
    return actionAnswer<AdminsIntent>({ kind: 'refused', message }, failureStatus.conflict);
  }
  if (step.kind === 'confirm') return actionAnswer(step);
  const target = step.values.admin ?? '';
  switch (step.intent) {
    case 'invite': {
      const origin = context.config.siteOrigin ?? new URL(request.url).origin;
      const made = await inviteAdmin(db, session.admin, {
        email: step.values.email ?? '',
        username: step.values.username ?? '',
        origin,
      });
      if (!made.ok) return refusal(made, step, made.message);
      if (context.config.mail) {
        kickOutbox();
        return invited({ notice: 'Invitation e-mailed. The link works once, for 24 hours.' });
      }
      // No SMTP server configured: the inviter passes the link on by hand (shown this once, never stored in clear).
      return invited({
        notice:
          'No e-mail server is configured: send this link to the new admin yourself. It works once, for 24 hours.',
        inviteLink: made.value.link,
      });
    }
    case 'disable':
    case 'enable': {
      const changed = await setAdminDisabled(db, session.admin, target, step.intent === 'disable');
      if (!changed.ok) return refusal(changed, step, changed.message);
      return actionDone(adminsPath);
    }
    case 'reset-factors':
      await resetFactors(db, session.admin, target);
      return actionDone(adminsPath);
  }
}
