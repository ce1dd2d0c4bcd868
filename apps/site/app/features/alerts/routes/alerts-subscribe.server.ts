import { data } from 'react-router';
import type { RequestContext } from '~/context.server';
import { getCustomerSession } from '~/platform/auth/customer-session.server';
import type { PublicFormAnswer } from '~/platform/forms/public-form';
import { type PublicForm, publicFormAnswer, readPublicForm } from '~/platform/forms/public-form.server';
import { hashClientIp } from '~/platform/http/ip-hash.server';
import { kickOutbox } from '~/platform/outbox/outbox.server';
import { alertMessages } from '~/features/alerts/alert-messages';
import { type SubscribeInput, subscribeFields, subscribeSchema } from '~/features/alerts/alert-schema';
import { requestSubscription } from '~/features/alerts/subscriptions.server';

/** What the subscribe action hands back to the page (also rendered without JavaScript). */
export type SubscribeActionData = PublicFormAnswer<string>;

const subscribeForm: PublicForm<string, SubscribeInput> = {
  fields: subscribeFields,
  schema: subscribeSchema,
  // An address and twenty boxes: 8 KB is plenty.
  maxBytes: 8 * 1024,
  acceptedMessage: alertMessages.requested,
};

/** The page's data: a signed-in customer's address, to fill the field (the page is then personal: no-store). */
export async function subscribeLoader(request: Request, context: RequestContext) {
  const session = await getCustomerSession(context.db, request, { context, config: context.config });
  return data(
    { accountEmail: session?.customer.email ?? null },
    { headers: { 'Cache-Control': 'no-store', Vary: 'Cookie' } },
  );
}

/**
 * The subscribe post: a public form (Origin, body cap, honeypot, schema); each address (IP) may ask a few times an
 * hour. The answer is the same whether the address is new, pending, subscribed or suppressed: the service does
 * the same work in each case, and the e-mail says the rest to the address's owner only.
 */
export async function subscribeAction(request: Request, context: RequestContext) {
  const read = await readPublicForm(request, context, subscribeForm);
  if (!read.ok) return read.answer;
  const session = await getCustomerSession(context.db, request, { context, config: context.config });
  const ownAddress = session && session.customer.email.toLowerCase() === read.value.email.toLowerCase();
  const result = await requestSubscription(context.db, read.value, {
    ipHash: await hashClientIp(context.db, read.ip),
    customerId: ownAddress ? session.customer.id : undefined,
    now: new Date(),
  });
  if (!result.ok) {
    context.log('signal_alert.rate_limited', { path: new URL(request.url).pathname });
    return publicFormAnswer.refused(
      alertMessages.rateLimited(result.retryAfterMinutes),
      read.values,
      429,
      result.retryAfterMinutes,
    );
  }
  if (!context.config.mail) return publicFormAnswer.accepted(alertMessages.requestedNoMail);
  kickOutbox();
  return publicFormAnswer.accepted(alertMessages.requested);
}
