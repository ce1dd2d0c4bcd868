import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { RequestContext } from '~/context.server';
import { recordAudit } from '~/platform/admin/audit.server';
import { finishRegistration, registrationOptions, relyingParty } from '~/features/admin-auth/factors/webauthn.server';
import { adminHeaders } from '~/platform/admin/route-headers';
import { readAdminForm, requireAdmin } from '~/platform/auth/guard.server';

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: adminHeaders });

/** POST /secure/admin/security/passkey (JSON): `intent=options`, then `intent=register` with the browser's answer. */
export async function securityPasskeyAction(request: Request, context: RequestContext) {
  const { db } = context;
  const session = await requireAdmin(request, { context, db });
  const form = await readAdminForm(request, session, { context });
  const rp = relyingParty(request, context.config.siteOrigin);
  if (form.get('intent') === 'options') {
    const options = await registrationOptions(db, session.admin, rp);
    return options ? json(options) : json({ error: 'You have the most passkeys allowed (10).' }, 409);
  }
  const name = String(form.get('name') ?? '')
    .trim()
    .slice(0, 64);
  let response: RegistrationResponseJSON;
  try {
    response = JSON.parse(String(form.get('response') ?? '')) as RegistrationResponseJSON;
  } catch {
    return json({ error: 'invalid' }, 400);
  }
  if (!name || !(await finishRegistration(db, session.admin, rp, { response, name }))) {
    return json({ error: 'invalid' }, 400);
  }
  await recordAudit(db, {
    admin: session.admin,
    action: 'admin.passkey_add',
    entity: 'admin',
    entityId: session.admin.id,
    before: null,
    after: { passkey: name },
  });
  return json({ ok: true });
}
