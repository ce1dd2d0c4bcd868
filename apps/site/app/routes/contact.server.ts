import { data } from 'react-router-dom';
import { clientIp } from '~/http/client-ip.server';
import { assertSameOrigin } from '~/http/origin.server';
import { readForm } from '~/http/body.server';
import type { RequestContext } from '~/context.server';
import type { ContactErrors, ContactValues } from '~/lib/contact/contact-schema';
import { contactSuccessMessage, createContactService } from '~/lib/contact/contact.server';
import { kickOutbox } from '~/lib/outbox/outbox.server';

/** What the /contact action hands back to the page (also rendered without JavaScript). */
export type ContactActionData =
  | { status: 'sent'; message: string; submissionId: string }
  | { status: 'invalid'; errors: ContactErrors; values: ContactValues }
  | { status: 'rate-limited'; message: string; values: ContactValues };

const noStore = { 'Cache-Control': 'no-store' };

/**
 * The /contact form post. A public form: no cookie, so no session token; the Origin /
 * Sec-Fetch-Site check stops cross-site posts, and the body is capped (413) and must be a form (415).
 */
export async function contactAction(request: Request, context: RequestContext) {
  const ip = clientIp(request, context);
  assertSameOrigin(request, context, ip);
  const form = await readForm(request);
  const { db, config, log: logEvent } = context;
  const mail = config.mail;
  const result = await createContactService(db).submit(form, { ip, deliver: Boolean(mail) });

  if (result.status === 'invalid') {
    return data<ContactActionData>(
      { status: 'invalid', errors: result.errors, values: result.values },
      { status: 400, headers: noStore },
    );
  }
  if (result.status === 'rate-limited') {
    logEvent('contact.rate_limited', { path: '/contact' });
    return data<ContactActionData>(
      { status: 'rate-limited', message: result.message, values: result.values },
      { status: 429, headers: { ...noStore, 'Retry-After': String(result.retryAfterMinutes * 60) } },
    );
  }
  // Stored already; the e-mail goes out in the background and is retried if it fails.
  if (result.id) kickOutbox();
  return data<ContactActionData>(
    { status: 'sent', message: contactSuccessMessage, submissionId: result.id ?? crypto.randomUUID() },
    { headers: noStore },
  );
}
