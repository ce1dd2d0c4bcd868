import { redirect } from 'react-router';
import type { RequestContext } from '~/context.server';
import { readCustomerForm, requireCustomer } from '~/platform/auth/customer-session.server';
import { formValues, parseSubmission } from '~/platform/forms/submission';
import { kickOutbox } from '~/platform/outbox/outbox.server';
import { type AlertInstruments, choiceFields, choiceSchema } from '~/features/alerts/alert-schema';
import {
  changeInstruments,
  requestSubscription,
  subscriptionOfCustomer,
  unsubscribe,
} from '~/features/alerts/subscriptions.server';

/*
 * The /account section's posts (components/AlertsAccountSection.tsx): a signed-in customer subscribes with the
 * account's address (still confirmed by e-mail, as every subscription is), changes the instruments or
 * unsubscribes. Guarded like every customer form: the session first, then the Origin and the form token.
 */

export const accountOutcomes = ['requested', 'saved', 'unsubscribed', 'choose'] as const;
export type AccountOutcome = (typeof accountOutcomes)[number];

const back = (outcome: AccountOutcome) =>
  redirect(`/account?alerts=${outcome}#alerts`, { headers: { 'Cache-Control': 'no-store' } });

export async function accountAlertsAction(request: Request, context: RequestContext) {
  const session = await requireCustomer(request, { db: context.db, context, config: context.config });
  const form = await readCustomerForm(request, session, { context });
  const intent = form.get('intent');
  const now = new Date();
  const current = await subscriptionOfCustomer(context.db, session.customer);
  if (intent === 'unsubscribe') {
    if (current) await unsubscribe(context.db, current.id, now);
    return back('unsubscribed');
  }
  const parsed = parseSubmission<AlertInstruments, string>(choiceSchema, formValues(form, choiceFields));
  if (!parsed.ok) return back('choose');
  if (intent === 'change' && current?.status === 'active') {
    await changeInstruments(context.db, current.id, parsed.value, now);
    return back('saved');
  }
  await requestSubscription(
    context.db,
    { email: session.customer.email, instruments: parsed.value },
    { customerId: session.customer.id, now },
  );
  if (context.config.mail) kickOutbox();
  return back('requested');
}
