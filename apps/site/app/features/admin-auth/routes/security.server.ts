import { data } from 'react-router';
import type { RequestContext } from '~/context.server';
import type { AdminActionData, IntentSpecs } from '~/platform/admin/admin-action';
import { actionAnswer, actionDone, postedIntent, refusal } from '~/platform/admin/admin-action.server';
import { clientIp } from '~/platform/http/client-ip.server';
import { recordAudit } from '~/platform/admin/audit.server';
import { securityPath } from '~/platform/admin/paths';
import { factorMessages } from '~/features/admin-auth/factors/factor-messages';
import {
  regenerateRecoveryCodes,
  removePasskeyFactor,
  removeTotpFactor,
  totpEnrolled,
} from '~/features/admin-auth/factors/factor-admin.server';
import { factorSummary } from '~/features/admin-auth/factors/factors.server';
import { listPasskeys } from '~/features/admin-auth/factors/passkeys.server';
import { checkTotpCode, startTotpEnrolment } from '~/features/admin-auth/factors/totp.server';
import type { AdminSession } from '~/platform/auth/session.server';
import { adminHeaders } from '~/platform/admin/route-headers';
import { requireAdmin } from '~/platform/auth/guard.server';
import { changePassword } from '~/features/admin-auth/password-change.server';
import { endOtherSessions, endSession, listSessions } from '~/features/admin-auth/session-list.server';

/** GET /secure/admin/security: the admin's password, second factors and sessions. `?setup=totp` shows a QR code. */
export async function securityLoader(request: Request, context: RequestContext) {
  const { db } = context;
  const session = await requireAdmin(request, { context, db });
  const adminId = session.admin.id;
  const [summary, passkeys, sessions] = await Promise.all([
    factorSummary(db, adminId),
    listPasskeys(db, adminId),
    listSessions(db, adminId, session.idHash, { settings: context.config.session }),
  ]);
  const setup =
    new URL(request.url).searchParams.get('setup') === 'totp' ? await startTotpEnrolment(db, session.admin) : undefined;
  return data(
    {
      csrf: session.csrfToken,
      required: context.config.requireSecondFactor,
      summary,
      passkeys,
      sessions,
      totpSetup: setup?.ok
        ? {
            secret: setup.secret,
            qrSrc: `data:image/svg+xml;base64,${Buffer.from(setup.qrSvg).toString('base64')}`,
          }
        : null,
    },
    { headers: adminHeaders },
  );
}

/**
 * The Security page's actions (decision 028), each on the signed-in admin's own account. Removing the authenticator
 * app or a passkey cannot be undone (a new one must be set up), so it is carried out only when confirmed.
 */
export const securityIntents = {
  password: { fields: ['currentPassword', 'newPassword', 'confirmPassword'] },
  'end-session': { fields: ['session'] },
  'end-other-sessions': { fields: [] },
  'totp-confirm': { fields: ['code'] },
  'recovery-codes': { fields: [] },
  'totp-remove': { fields: [], destructive: true },
  'passkey-remove': { fields: ['credential'], destructive: true },
} as const satisfies IntentSpecs;
export type SecurityIntent = keyof typeof securityIntents;

/** What a security post answers besides the shared answers: a notice, or new recovery codes shown once. */
export type SecurityActionData =
  AdminActionData<SecurityIntent> | { kind: 'done'; intent: SecurityIntent; notice?: string; recoveryCodes?: string[] };

const done = (body: { intent: SecurityIntent; notice?: string; recoveryCodes?: string[] }) =>
  data<SecurityActionData>({ kind: 'done', ...body }, { headers: adminHeaders });

/** Field messages for an intent; what was typed is not sent back (passwords and codes are never echoed). */
const invalid = (intent: SecurityIntent, errors: Record<string, string>) =>
  actionAnswer<SecurityIntent>({ kind: 'invalid', intent, values: {}, errors });

/** POST /secure/admin/security: one intent per form, behind the guard and the CSRF checks. */
export async function securityAction(request: Request, context: RequestContext) {
  const { db } = context;
  const { session, step } = await postedIntent(request, context, securityIntents);
  if (step.kind !== 'run') return actionAnswer(step);
  const admin = session.admin;
  // The last factor may go only when the policy does not ask for one.
  const required = context.config.requireSecondFactor;
  const { intent, values } = step;
  switch (intent) {
    case 'password':
      return passwordIntent(request, context, session, values);
    case 'end-session': {
      if (!(await endSession(db, admin.id, values.session ?? ''))) {
        return actionAnswer<SecurityIntent>({ kind: 'refused', message: 'That session has already ended.' }, 404);
      }
      await auditSessionEnd(context, admin, 1);
      return actionDone(securityPath);
    }
    case 'end-other-sessions': {
      await auditSessionEnd(context, admin, await endOtherSessions(db, admin.id, session.idHash));
      return actionDone(securityPath);
    }
    case 'totp-confirm': {
      if (!(await checkTotpCode(db, admin.id, values.code ?? '', { confirm: true }))) {
        return invalid(intent, { code: factorMessages.enrolCodeInvalid });
      }
      return done({ intent, recoveryCodes: await totpEnrolled(db, admin) });
    }
    case 'recovery-codes': {
      const codes = await regenerateRecoveryCodes(db, admin);
      if (!codes.ok) return actionAnswer<SecurityIntent>({ kind: 'refused', message: 'Set up an app first.' }, 409);
      return done({ intent, recoveryCodes: codes.value });
    }
    case 'totp-remove':
    case 'passkey-remove': {
      const removed =
        intent === 'totp-remove'
          ? await removeTotpFactor(db, admin, required)
          : await removePasskeyFactor(db, admin, values.credential ?? '', required);
      if (!removed.ok) {
        const message = removed.reason === 'conflict' ? factorMessages.lastFactor : 'It was already removed.';
        return refusal({ ...removed, message }, step, message);
      }
      return actionDone(securityPath);
    }
  }
}

async function passwordIntent(
  request: Request,
  context: RequestContext,
  session: AdminSession,
  values: Record<string, string>,
) {
  const result = await changePassword(context.db, {
    admin: session.admin,
    keepSessionIdHash: session.idHash,
    ip: clientIp(request, context),
    currentPassword: values.currentPassword ?? '',
    newPassword: values.newPassword ?? '',
    confirmPassword: values.confirmPassword ?? '',
  });
  if (!result.ok) return invalid('password', result.fieldErrors);
  const ended = result.value.endedSessions;
  return done({
    intent: 'password',
    notice: `Your password was changed. ${ended === 1 ? '1 other session was' : `${ended} other sessions were`} signed out.`,
  });
}

async function auditSessionEnd(context: RequestContext, admin: { id: string; username: string }, count: number) {
  await recordAudit(context.db, {
    admin,
    action: 'admin.session_end',
    entity: 'admin',
    entityId: admin.id,
    before: null,
    after: { endedSessions: count },
  });
}
