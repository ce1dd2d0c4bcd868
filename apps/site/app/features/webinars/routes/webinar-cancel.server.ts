import { data } from 'react-router';
import type { RequestContext } from '~/context.server';
import { readForm } from '~/platform/http/body.server';
import { clientIp } from '~/platform/http/client-ip.server';
import { assertSameOrigin } from '~/platform/http/origin.server';
import { verifyCancelToken, webinarLinkSecret } from '~/features/webinars/cancel-token.server';
import { createWebinarService } from '~/features/webinars/webinars.server';

/** The cancel page's answers. */
export const cancelMessages = {
  removed: 'Your registration has been removed. You will get no more e-mails about this webinar.',
  invalid: 'This link is not valid. Please use the link from your latest e-mail about the webinar.',
  expired: 'This link has expired: the webinar is over.',
} as const;

export type CancelPageData =
  /** A valid link to a registration that still exists: the page asks to confirm. */
  | { outcome: 'confirm'; token: string; webinarTitle: string; startsAt: string }
  | { outcome: 'removed' | 'invalid' | 'expired'; message: string };

const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

async function checkToken(token: string, context: RequestContext) {
  const secret = await webinarLinkSecret(context.db, context.config);
  return verifyCancelToken(secret, token.slice(0, 200), new Date());
}

const refused = (reason: 'invalid' | 'expired') =>
  data<CancelPageData>({ outcome: reason, message: cancelMessages[reason] }, { status: 400, headers });

/**
 * Opening the signed link (it needs no sign-in) only asks: mail scanners and link previews open every link in
 * an e-mail, and a GET that removed the registration cancelled people's places without their knowing. The
 * page's one button posts the token (cancelRegistrationAction); it works without JavaScript.
 */
export async function cancelRegistrationLoader(request: Request, context: RequestContext) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const checked = await checkToken(token, context);
  if (!checked.ok) return refused(checked.reason);
  const found = await createWebinarService(context.db).registrationWebinar(checked.registrationId);
  // Gone already (removed before, or the webinar deleted): the person's wish holds, say so.
  if (!found) return data<CancelPageData>({ outcome: 'removed', message: cancelMessages.removed }, { headers });
  return data<CancelPageData>(
    { outcome: 'confirm', token, webinarTitle: found.title, startsAt: found.startsAt },
    { headers },
  );
}

/** The confirm button's post: removes the registration the token names. Idempotent: a second post says the same. */
export async function cancelRegistrationAction(request: Request, context: RequestContext) {
  assertSameOrigin(request, context, clientIp(request, context));
  const form = await readForm(request, 2 * 1024);
  const token = form.get('token');
  const checked = await checkToken(typeof token === 'string' ? token : '', context);
  if (!checked.ok) return refused(checked.reason);
  await createWebinarService(context.db).removeRegistration(checked.registrationId);
  return data<CancelPageData>({ outcome: 'removed', message: cancelMessages.removed }, { headers });
}
