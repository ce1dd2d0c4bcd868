import { data } from 'react-router';
import type { RequestContext } from '~/context.server';
import type { PublicFormAnswer } from '~/platform/forms/public-form';
import { type PublicForm, publicFormAnswer, readPublicForm } from '~/platform/forms/public-form.server';
import { kickOutbox } from '~/platform/outbox/outbox.server';
import { webinarCalendar } from '~/features/webinars/ics';
import { registrationMessages, registrationRateLimitMessage } from '~/features/webinars/webinar-messages';
import { webinarPath } from '~/features/webinars/webinar-paths';
import {
  type RegistrationField,
  type RegistrationInput,
  registrationFields,
  registrationSchema,
} from '~/features/webinars/webinar-schema';
import { registrationRefusal } from '~/features/webinars/webinar-types';
import { createWebinarService } from '~/features/webinars/webinars.server';

/** What the registration action hands back to the page (also rendered without JavaScript). */
export type RegistrationActionData = PublicFormAnswer<RegistrationField>;

const registrationForm: PublicForm<RegistrationField, RegistrationInput> = {
  fields: registrationFields,
  schema: registrationSchema,
  // Three short fields: 8 KB is plenty.
  maxBytes: 8 * 1024,
  acceptedMessage: registrationMessages.registered,
};

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
 * The registration post: a public form (platform/forms/public-form.server.ts); each address may register a few times
 * an hour.
 */
export async function registrationAction(request: Request, id: string, context: RequestContext) {
  const read = await readPublicForm(request, context, registrationForm);
  if (!read.ok) return read.answer;
  const deliver = Boolean(context.config.mail);
  const result = await createWebinarService(context.db).register(id, read.value, { ip: read.ip, deliver });
  if (!result.ok) {
    switch (result.reason) {
      case 'not-found':
        throw data('No webinar with this id.', { status: 404 });
      case 'conflict':
        return publicFormAnswer.refused(registrationMessages[result.refusal], read.values, 409);
      case 'rate-limited':
        context.log('webinar.rate_limited', { path: webinarPath(id) });
        return publicFormAnswer.refused(
          registrationRateLimitMessage(result.retryAfterMinutes),
          read.values,
          429,
          result.retryAfterMinutes,
        );
    }
  }
  if (deliver) kickOutbox();
  const registered = result.value;
  return publicFormAnswer.accepted<RegistrationField>(
    registered.duplicate
      ? registered.resent || !deliver
        ? registrationMessages.duplicate
        : registrationMessages.duplicateNotResent
      : deliver
        ? registrationMessages.registered
        : registrationMessages.registeredNoMail,
  );
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
