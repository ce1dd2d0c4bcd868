import { data, redirect } from 'react-router';
import type { RequestContext } from '~/context.server';
import { recordAudit } from '~/platform/admin/audit.server';
import type { AdminActionData, IntentSpecs, RunStep } from '~/platform/admin/admin-action';
import { actionAnswer, actionDone, postedIntent, refusal } from '~/platform/admin/admin-action.server';
import { webinarAdminPath } from '~/platform/admin/paths';
import { adminHeaders } from '~/platform/admin/route-headers';
import { readAdminForm, requireAdmin } from '~/platform/auth/guard.server';
import { type FieldErrors, formValues, parseSubmission } from '~/platform/forms/submission';
import { kickOutbox } from '~/platform/outbox/outbox.server';
import { failureStatus } from '~/platform/result';
import { registrantsCsv } from '~/features/webinars/registrants-csv';
import { webinarAdmin } from '~/features/webinars/webinar-admin.server';
import { type WebinarField, webinarFields, webinarFormSchema } from '~/features/webinars/webinar-schema';

/* The admin's webinars. The guard runs first in every loader and action. */

export interface WebinarFormFailure {
  values: Record<WebinarField, string>;
  errors: FieldErrors<WebinarField>;
  message?: string;
}

const notFound = () => data('No webinar with this id.', { status: 404, headers: adminHeaders });

/** GET /secure/admin/webinars: upcoming and past, with registration counts. */
export async function webinarListLoader(request: Request, context: RequestContext) {
  const session = await requireAdmin(request, { context, db: context.db });
  return data(await webinarAdmin(context.db, session.admin).list(), { headers: adminHeaders });
}

/** GET /secure/admin/webinars/new: the empty form with the session's form token. */
export async function newWebinarLoader(request: Request, context: RequestContext) {
  const session = await requireAdmin(request, { context, db: context.db });
  return data({ csrf: session.csrfToken }, { headers: adminHeaders });
}

/** Reads and checks the form; the typed input or the failure to show. */
function parseWebinarForm(form: FormData) {
  const values = formValues(form, webinarFields);
  const parsed = parseSubmission<ReturnType<typeof webinarFormSchema.parse>, WebinarField>(webinarFormSchema, values);
  return { values, parsed };
}

/** POST /secure/admin/webinars/new: CSRF, the schema, then schedule (audited) and go to the webinar. */
export async function newWebinarAction(request: Request, context: RequestContext) {
  const session = await requireAdmin(request, { context, db: context.db });
  const { values, parsed } = parseWebinarForm(await readAdminForm(request, session, { context }));
  if (!parsed.ok)
    return data<WebinarFormFailure>({ values, errors: parsed.errors }, { status: 400, headers: adminHeaders });
  const result = await webinarAdmin(context.db, session.admin).create(parsed.value);
  if (!result.ok) {
    const errors = result.reason === 'invalid' ? result.errors : { title: 'The webinar could not be scheduled.' };
    return data<WebinarFormFailure>(
      { values, errors },
      { status: failureStatus[result.reason], headers: adminHeaders },
    );
  }
  // Post/redirect/get: a reload never schedules twice.
  throw redirect(`${webinarAdminPath(result.value.id)}?done=create`, { headers: adminHeaders });
}

/** GET /secure/admin/webinars/<id>: the webinar, its edit form and its registrants. */
export async function webinarDetailLoader(request: Request, id: string, context: RequestContext) {
  const session = await requireAdmin(request, { context, db: context.db });
  const admin = webinarAdmin(context.db, session.admin);
  const webinar = await admin.get(id);
  if (!webinar) throw notFound();
  const done = new URL(request.url).searchParams.get('done');
  return data(
    { csrf: session.csrfToken, webinar, registrants: await admin.registrants(id), done },
    { headers: adminHeaders },
  );
}

/** The webinar page's actions (decision 028): save the edit form, or cancel, which is carried out only when confirmed. */
export const webinarIntents = {
  update: { fields: webinarFields, schema: webinarFormSchema },
  cancel: { fields: [], destructive: true },
} as const satisfies IntentSpecs;

export type WebinarDetailActionData = AdminActionData<keyof typeof webinarIntents>;

/** Carries out one checked intent as the signed-in admin; the edit form shows a clash with the stored state on the title. */
async function run(admin: ReturnType<typeof webinarAdmin>, id: string, step: RunStep<typeof webinarIntents>) {
  if (step.intent === 'cancel') return admin.cancel(id);
  const result = await admin.update(id, step.value);
  return result.ok || result.reason !== 'conflict' ? result : { ...result, errors: { title: result.message } };
}

/** POST /secure/admin/webinars/<id>: `intent=update` saves the form; `intent=cancel` is confirmed by a second post. */
export async function webinarDetailAction(request: Request, id: string, context: RequestContext) {
  const { session, step } = await postedIntent(request, context, webinarIntents);
  if (step.kind !== 'run') return actionAnswer(step);
  const result = await run(webinarAdmin(context.db, session.admin), id, step);
  if (!result.ok) {
    if (result.reason === 'not-found') throw notFound();
    return refusal(result, step, 'The webinar could not be changed.');
  }
  kickOutbox();
  return actionDone(webinarAdminPath(id), step.intent);
}

/** GET /secure/admin/webinars/<id>/registrants.csv: the guard, then the registrants as CSV. */
export async function registrantsCsvLoader(request: Request, id: string, context: RequestContext) {
  const session = await requireAdmin(request, { context, db: context.db });
  const admin = webinarAdmin(context.db, session.admin);
  const webinar = await admin.get(id);
  if (!webinar) throw notFound();
  const registrants = await admin.registrants(id);
  await recordAudit(context.db, {
    admin: session.admin,
    action: 'webinar.registrants_export',
    entity: 'webinar',
    entityId: id,
    before: null,
    after: { title: webinar.title, registrants: registrants.length },
  });
  return new Response(registrantsCsv(registrants), {
    headers: {
      ...adminHeaders,
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': 'attachment; filename="webinar-registrants.csv"',
    },
  });
}
