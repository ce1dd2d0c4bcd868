import { data, redirect } from 'react-router-dom';
import type { RequestContext } from '~/context.server';
import { clientIp } from '~/http/client-ip.server';
import { recordAudit } from '~/lib/admin/audit.server';
import { securityPath } from '~/lib/admin/paths';
import { factorMessages } from '~/lib/auth/factors/factor-messages';
import {
  regenerateRecoveryCodes,
  removePasskeyFactor,
  removeTotpFactor,
  totpEnrolled,
} from '~/lib/auth/factors/factor-admin.server';
import { factorSummary } from '~/lib/auth/factors/factors.server';
import { listPasskeys } from '~/lib/auth/factors/passkeys.server';
import { checkTotpCode, startTotpEnrolment } from '~/lib/auth/factors/totp.server';
import type { AdminSession } from '~/lib/auth/session.server';
import { adminHeaders, readAdminForm, requireAdmin } from '~/lib/auth/guard.server';
import { changePassword } from '~/lib/auth/password-change.server';
import { endOtherSessions, endSession, listSessions } from '~/lib/auth/session-list.server';
import { failureStatus } from '~/lib/result';

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

export type SecurityActionData = {
  intent: string;
  error?: string;
  fieldErrors?: Record<string, string>;
  notice?: string;
  recoveryCodes?: string[];
};

const field = (form: FormData, name: string, max = 1024) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
};

const reply = (body: SecurityActionData, status = 200) => data(body, { status, headers: adminHeaders });

/** POST /secure/admin/security: one intent per form, behind the guard and the CSRF checks. */
export async function securityAction(request: Request, context: RequestContext) {
  const { db } = context;
  const session = await requireAdmin(request, { context, db });
  const form = await readAdminForm(request, session, { context });
  const intent = field(form, 'intent', 40);
  const admin = session.admin;
  // The last factor may go only when the policy does not ask for one.
  const required = context.config.requireSecondFactor;
  switch (intent) {
    case 'password':
      return passwordIntent(request, context, session, form);
    case 'end-session': {
      if (!(await endSession(db, admin.id, field(form, 'session', 32)))) {
        return reply({ intent, error: 'That session has already ended.' }, 404);
      }
      await auditSessionEnd(context, admin, 1);
      return redirect(securityPath, { headers: adminHeaders });
    }
    case 'end-other-sessions': {
      await auditSessionEnd(context, admin, await endOtherSessions(db, admin.id, session.idHash));
      return redirect(securityPath, { headers: adminHeaders });
    }
    case 'totp-confirm': {
      if (!(await checkTotpCode(db, admin.id, field(form, 'code', 20), { confirm: true }))) {
        return reply({ intent, fieldErrors: { code: factorMessages.enrolCodeInvalid } }, 400);
      }
      return reply({ intent, recoveryCodes: await totpEnrolled(db, admin) });
    }
    case 'recovery-codes': {
      const codes = await regenerateRecoveryCodes(db, admin);
      return codes.ok
        ? reply({ intent, recoveryCodes: codes.value })
        : reply({ intent, error: 'Set up an app first.' }, 409);
    }
    case 'totp-remove':
    case 'passkey-remove': {
      const removed =
        intent === 'totp-remove'
          ? await removeTotpFactor(db, admin, required)
          : await removePasskeyFactor(db, admin, field(form, 'credential', 1024), required);
      if (!removed.ok) {
        const error = removed.reason === 'conflict' ? factorMessages.lastFactor : 'It was already removed.';
        return reply({ intent, error }, failureStatus[removed.reason]);
      }
      return redirect(securityPath, { headers: adminHeaders });
    }
    default:
      return reply({ intent, error: 'Unknown action.' }, 400);
  }
}

async function passwordIntent(request: Request, context: RequestContext, session: AdminSession, form: FormData) {
  const result = await changePassword(context.db, {
    admin: session.admin,
    keepSessionIdHash: session.idHash,
    ip: clientIp(request, context),
    currentPassword: field(form, 'currentPassword'),
    newPassword: field(form, 'newPassword'),
    confirmPassword: field(form, 'confirmPassword'),
  });
  if (!result.ok) return reply({ intent: 'password', fieldErrors: result.fieldErrors }, 400);
  const ended = result.value.endedSessions;
  return reply({
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
