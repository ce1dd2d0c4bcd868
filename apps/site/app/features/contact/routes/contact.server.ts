import type { RequestContext } from '~/context.server';
import type { ContactField } from '~/features/contact/contact-fields';
import { type ContactInput, contactFields, contactSchema } from '~/features/contact/contact-schema';
import { contactSuccessMessage, createContactService, rateLimitMessage } from '~/features/contact/contact.server';
import type { PublicFormAnswer } from '~/platform/forms/public-form';
import { type PublicForm, publicFormAnswer, readPublicForm } from '~/platform/forms/public-form.server';
import { kickOutbox } from '~/platform/outbox/outbox.server';

/** What the /contact action hands back to the page (also rendered without JavaScript). */
export type ContactActionData = PublicFormAnswer<ContactField>;

const contactForm: PublicForm<ContactField, ContactInput> = {
  fields: contactFields,
  schema: contactSchema,
  acceptedMessage: contactSuccessMessage,
};

/** The /contact form post: a public form (platform/forms/public-form.server.ts), five messages an hour per address. */
export async function contactAction(request: Request, context: RequestContext) {
  const read = await readPublicForm(request, context, contactForm);
  if (!read.ok) return read.answer;
  const { db, config, log: logEvent } = context;
  const mail = config.mail;
  const result = await createContactService(db).submit(read.value, { ip: read.ip, deliver: Boolean(mail) });

  if (!result.ok) {
    logEvent('contact.rate_limited', { path: '/contact' });
    const minutes = result.retryAfterMinutes;
    return publicFormAnswer.refused(rateLimitMessage(minutes), read.values, 429, minutes);
  }
  // Stored already; the e-mail goes out in the background and is retried if it fails.
  if (mail) kickOutbox();
  return publicFormAnswer.accepted<ContactField>(contactSuccessMessage);
}
