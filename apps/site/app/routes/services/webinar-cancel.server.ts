import { data } from 'react-router-dom';
import type { RequestContext } from '~/context.server';
import { verifyCancelToken, webinarLinkSecret } from '~/lib/webinars/cancel-token.server';
import { createWebinarService } from '~/lib/webinars/webinars.server';

/** The cancel page's answers. */
export const cancelMessages = {
  removed: 'Your registration has been removed. You will get no more e-mails about this webinar.',
  invalid: 'This link is not valid. Please use the link from your latest e-mail about the webinar.',
  expired: 'This link has expired: the webinar is over.',
} as const;

/**
 * One click, no sign-in (issue 14): opening the signed link removes the registration. Idempotent: a second
 * click (or a mail scanner's visit before the person's) finds it gone and says the same.
 */
export async function cancelRegistrationLoader(request: Request, context: RequestContext) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const secret = await webinarLinkSecret(context.db, context.config);
  const checked = verifyCancelToken(secret, token.slice(0, 200), new Date());
  const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
  if (!checked.ok) {
    return data({ outcome: checked.reason, message: cancelMessages[checked.reason] }, { status: 400, headers });
  }
  await createWebinarService(context.db).removeRegistration(checked.registrationId);
  return data({ outcome: 'removed' as const, message: cancelMessages.removed }, { headers });
}
