import { data } from 'react-router';
import type { RequestContext } from '~/context.server';
import { readForm } from '~/platform/http/body.server';
import { clientIp } from '~/platform/http/client-ip.server';
import { assertSameOrigin } from '~/platform/http/origin.server';
import { formValues, parseSubmission } from '~/platform/forms/submission';
import { alertMessages } from '~/features/alerts/alert-messages';
import { type AlertInstruments, choiceFields, choiceSchema } from '~/features/alerts/alert-schema';
import { alertsLinkSecret, verifyLinkToken } from '~/features/alerts/alert-tokens.server';
import {
  type Subscription,
  changeInstruments,
  confirmSubscription,
  confirmationState,
  readSubscription,
  unsubscribe,
} from '~/features/alerts/subscriptions.server';

/*
 * The pages the alert e-mails link to. None needs a sign-in: the link's token is the authority. Opening a link
 * (GET) changes nothing, because mail scanners and previews open every link in an e-mail; each page has one
 * button that posts. The one-click unsubscribe (RFC 8058) is the exception to the Origin check: the mail
 * provider posts `List-Unsubscribe=One-Click` to the URL from its own servers, with no Origin and no session, and
 * the signed token in the URL is what authorises it.
 */

const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' };
const tokenOf = (request: Request) => (new URL(request.url).searchParams.get('token') ?? '').slice(0, 200);

export type ConfirmPageData =
  { outcome: 'ask'; token: string } | { outcome: 'confirmed' | 'invalid' | 'expired'; message: string };

export async function confirmLoader(request: Request, context: RequestContext) {
  const token = tokenOf(request);
  const state = await confirmationState(context.db, token, new Date());
  if (state === 'valid') return data<ConfirmPageData>({ outcome: 'ask', token }, { headers });
  const message = state === 'expired' ? alertMessages.confirmExpired : alertMessages.confirmInvalid;
  return data<ConfirmPageData>({ outcome: state, message }, { status: 400, headers });
}

export async function confirmAction(request: Request, context: RequestContext) {
  assertSameOrigin(request, context, clientIp(request, context));
  const form = await readForm(request, 2 * 1024);
  const token = form.get('token');
  const result = await confirmSubscription(context.db, typeof token === 'string' ? token : '', new Date());
  if (result.ok) return data<ConfirmPageData>({ outcome: 'confirmed', message: alertMessages.confirmed }, { headers });
  const expired = result.reason === 'conflict';
  return data<ConfirmPageData>(
    {
      outcome: expired ? 'expired' : 'invalid',
      message: expired ? alertMessages.confirmExpired : alertMessages.confirmInvalid,
    },
    { status: 400, headers },
  );
}

/** The subscription a link token names, or why not: a bad token, or one that is gone (unsubscribed already). */
async function fromToken(
  token: string,
  context: RequestContext,
): Promise<{ id: string; subscription: Subscription | null } | null> {
  const id = verifyLinkToken(await alertsLinkSecret(context.db, context.config), token);
  if (!id) return null;
  return { id, subscription: await readSubscription(context.db, id) };
}

/** What the unsubscribe and manage pages say when the link names no subscription. */
type LinkProblem = { outcome: 'unsubscribed' | 'invalid'; message: string };

export type UnsubscribePageData = { outcome: 'ask'; token: string; email: string } | LinkProblem;

const invalidLink = () =>
  data<LinkProblem>({ outcome: 'invalid', message: alertMessages.linkInvalid }, { status: 400, headers });
const unsubscribedPage = () =>
  data<LinkProblem>({ outcome: 'unsubscribed', message: alertMessages.unsubscribed }, { headers });

export async function unsubscribeLoader(request: Request, context: RequestContext) {
  const token = tokenOf(request);
  const found = await fromToken(token, context);
  if (!found) return invalidLink();
  // Gone already: the person's wish holds, say so.
  if (!found.subscription) return unsubscribedPage();
  return data<UnsubscribePageData>({ outcome: 'ask', token, email: found.subscription.email }, { headers });
}

/**
 * A post to the unsubscribe URL, from the page's button or from a mail provider (RFC 8058 one-click): the token
 * in the URL unsubscribes at once. The body (`List-Unsubscribe=One-Click`) is not needed and not read.
 */
export async function unsubscribeAction(request: Request, context: RequestContext) {
  const found = await fromToken(tokenOf(request), context);
  if (!found) return invalidLink();
  await unsubscribe(context.db, found.id, new Date());
  return unsubscribedPage();
}

export type ManagePageData =
  | {
      outcome: 'manage';
      token: string;
      email: string;
      instruments: AlertInstruments;
      saved?: string;
      error?: string;
      values?: Record<string, string>;
    }
  | LinkProblem;

export async function manageLoader(request: Request, context: RequestContext) {
  const token = tokenOf(request);
  const found = await fromToken(token, context);
  if (!found) return invalidLink();
  if (!found.subscription) return unsubscribedPage();
  const { email, instruments } = found.subscription;
  return data<ManagePageData>({ outcome: 'manage', token, email, instruments }, { headers });
}

export async function manageAction(request: Request, context: RequestContext) {
  assertSameOrigin(request, context, clientIp(request, context));
  const token = tokenOf(request);
  const found = await fromToken(token, context);
  if (!found) return invalidLink();
  if (!found.subscription) return unsubscribedPage();
  const values = formValues(await readForm(request, 8 * 1024), choiceFields);
  const parsed = parseSubmission<AlertInstruments, string>(choiceSchema, values);
  const { email, instruments } = found.subscription;
  if (!parsed.ok) {
    return data<ManagePageData>(
      { outcome: 'manage', token, email, instruments, error: parsed.errors.scope, values },
      { status: 400, headers },
    );
  }
  await changeInstruments(context.db, found.id, parsed.value, new Date());
  return data<ManagePageData>(
    { outcome: 'manage', token, email, instruments: parsed.value, saved: alertMessages.changed },
    { headers },
  );
}
