import { data } from 'react-router-dom';
import type { RequestContext } from '~/context.server';
import { readForm } from '~/http/body.server';
import { clientIp } from '~/http/client-ip.server';
import { assertSameOrigin } from '~/http/origin.server';
import { formValues, parseSubmission, type FieldErrors } from '~/lib/forms/submission';
import { kickOutbox } from '~/lib/outbox/outbox.server';
import { webinarCalendar } from '~/lib/webinars/ics';
import { registrationMessages, registrationRateLimitMessage } from '~/lib/webinars/webinar-messages';
import { webinarPath } from '~/lib/webinars/webinar-paths';
import {
  type RegistrationField,
  honeypotField,
  registrationFields,
  registrationSchema,
} from '~/lib/webinars/webinar-schema';
import { registrationRefusal } from '~/lib/webinars/webinar-types';
import { createWebinarService } from '~/lib/webinars/webinars.server';

/** What the registration action hands back to the page (also rendered without JavaScript). */
export type RegistrationActionData =
  | { status: 'registered'; message: string }
  | { status: 'invalid'; errors: FieldErrors<RegistrationField>; values: Record<RegistrationField, string> }
  | { status: 'refused'; message: string; values: Record<RegistrationField, string> };

const noStore = { 'Cache-Control': 'no-store' };

/** The registration page's data: the webinar as a visitor sees it and, when it takes none, why. */
export async function registrationLoader(id: string, context: RequestContext) {
  const webinar = await createWebinarService(context.db).getPublic(id);
  if (!webinar) throw data('No webinar with this id.', { status: 404 });
  const refusal = registrationRefusal(webinar, new Date());
  return data(
    { webinar, started: refusal === 'closed' || refusal === 'past', refusal: refusal && registrationMessages[refusal] },
    { headers: { 'Cache-Control': 'no-cache' } },
  );
}

/**
 * The registration post. A public form, protected like /contact: no cookie, so no session token; the Origin /
 * Sec-Fetch-Site check stops cross-site posts, the body is capped (413) and must be a form (415), a filled
 * honeypot gets the success answer and stores nothing, and each IP may register a few times an hour.
 */
export async function registrationAction(request: Request, id: string, context: RequestContext) {
  const ip = clientIp(request, context);
  assertSameOrigin(request, context, ip);
  // Three short fields: 8 KB is plenty.
  const form = await readForm(request, 8 * 1024);
  const values = formValues(form, registrationFields);
  const trap = form.get(honeypotField);
  if (typeof trap === 'string' && trap !== '') {
    return data<RegistrationActionData>(
      { status: 'registered', message: registrationMessages.registered },
      { headers: noStore },
    );
  }
  const parsed = parseSubmission<ReturnType<typeof registrationSchema.parse>, RegistrationField>(
    registrationSchema,
    values,
  );
  if (!parsed.ok) {
    return data<RegistrationActionData>(
      { status: 'invalid', errors: parsed.errors, values },
      { status: 400, headers: noStore },
    );
  }
  const deliver = Boolean(context.config.mail);
  const outcome = await createWebinarService(context.db).register(id, parsed.value, { ip, deliver });
  const refuse = (message: string, status: number, headers: Record<string, string> = {}) =>
    data<RegistrationActionData>(
      { status: 'refused', message, values },
      { status, headers: { ...noStore, ...headers } },
    );
  switch (outcome.status) {
    case 'not-found':
      throw data('No webinar with this id.', { status: 404 });
    case 'refused':
      return refuse(registrationMessages[outcome.reason], 409);
    case 'rate-limited':
      context.log('webinar.rate_limited', { path: webinarPath(id) });
      return refuse(registrationRateLimitMessage(outcome.retryAfterMinutes), 429, {
        'Retry-After': String(outcome.retryAfterMinutes * 60),
      });
    default:
      if (deliver) kickOutbox();
      return data<RegistrationActionData>(
        {
          status: 'registered',
          message:
            outcome.status === 'duplicate'
              ? outcome.resent || !deliver
                ? registrationMessages.duplicate
                : registrationMessages.duplicateNotResent
              : deliver
                ? registrationMessages.registered
                : registrationMessages.registeredNoMail,
        },
        { headers: noStore },
      );
  }
}

/** `/services/webinar/<id>.ics`: the public calendar file, without the join link. */
export async function calendarResponse(request: Request, id: string, context: RequestContext): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  const webinar = await createWebinarService(context.db).getPublic(id);
  if (!webinar)
    return new Response('No webinar with this id.', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  const origin = context.config.siteOrigin ?? new URL(request.url).origin;
  const body = webinarCalendar(webinar, { pageUrl: `${origin}${webinarPath(id)}`, host: new URL(origin).hostname });
  return new Response(request.method === 'HEAD' ? null : body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="webinar.ics"',
      'Cache-Control': 'no-cache',
    },
  });
}
