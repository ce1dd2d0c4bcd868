import { data, redirect } from 'react-router';
import type { RequestContext } from '~/context.server';
import { getCustomerSession, readCustomerForm, requireCustomer } from '~/platform/auth/customer-session.server';
import { type Certificate, findCertificate, withdrawCertificate } from '~/features/courses/certificates.server';
import { credentialJwt } from '~/features/courses/credential.server';
import { certificateIdPattern, certificatePath } from '~/features/courses/quiz-paths';

// Per request and never stored by a cache: a revocation or a withdrawal must show at once, and the holder sees the
// withdraw form on the same URL. The lookup is one indexed read.
const headers = { 'Cache-Control': 'no-store', Vary: 'Cookie' };

/** A certificate as its page shows it: everything while it stands, only the dates once withdrawn. */
export type CertificatePageData =
  | { kind: 'missing'; id: string }
  | { kind: 'withdrawn'; id: string; withdrawnAt: string }
  | {
      kind: 'shown';
      certificate: Omit<Certificate, 'customerId' | 'revokeReason' | 'withdrawnAt'>;
      /** The signed-in holder: the withdraw form's token. */
      holderCsrf?: string;
    };

/** The public view of one id (never the account or the admin's reason). */
export async function certificateView(context: RequestContext, id: string): Promise<CertificatePageData> {
  const certificate = certificateIdPattern.test(id) ? await findCertificate(context.db, id) : undefined;
  if (!certificate) return { kind: 'missing', id: id.slice(0, 60) };
  if (certificate.status === 'withdrawn') return { kind: 'withdrawn', id, withdrawnAt: certificate.withdrawnAt! };
  const { customerId: _customer, revokeReason: _reason, withdrawnAt: _withdrawn, ...shown } = certificate;
  return { kind: 'shown', certificate: shown };
}

/** GET /certificates/<id>: 404 for an unknown id; the holder, signed in, also gets the withdraw form. */
export async function certificateLoader(request: Request, context: RequestContext, id: string) {
  const view = await certificateView(context, id);
  if (view.kind === 'missing') return data<CertificatePageData>(view, { status: 404, headers });
  if (view.kind === 'shown' && view.certificate.status === 'valid') {
    const session = await getCustomerSession(context.db, request, { context });
    const certificate = session && (await findCertificate(context.db, id));
    if (session && certificate?.customerId === session.customer.id) {
      return data<CertificatePageData>({ ...view, holderCsrf: session.csrfToken }, { headers });
    }
  }
  return data<CertificatePageData>(view, { headers });
}

export type CertificateActionData = { message: string };

/** POST /certificates/<id>: the holder withdraws the public page (the form asks them to confirm first). */
export async function certificateAction(request: Request, context: RequestContext, id: string) {
  const session = await requireCustomer(request, { db: context.db, context });
  const form = await readCustomerForm(request, session, { context });
  if (form.get('intent') !== 'withdraw' || form.get('confirmed') !== '1') {
    return data<CertificateActionData>(
      { message: 'Tick the box to confirm that the public page should be withdrawn.' },
      { status: 400, headers },
    );
  }
  const result = certificateIdPattern.test(id)
    ? await withdrawCertificate(context.db, session.customer.id, id)
    : ({ ok: false, reason: 'not-found' } as const);
  if (!result.ok && result.reason === 'not-found') {
    return data<CertificateActionData>({ message: 'You hold no certificate with this id.' }, { status: 404, headers });
  }
  // Post/redirect/get: the page now says it was withdrawn, and a reload repeats nothing.
  throw redirect(certificatePath(id), { headers });
}

/** GET /certificates/<id>/credential.jwt: the signed Open Badges credential of a standing certificate. */
export async function credentialResponse(context: RequestContext, id: string): Promise<Response> {
  const certificate = certificateIdPattern.test(id) ? await findCertificate(context.db, id) : undefined;
  const text = (status: number, body: string) =>
    new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });
  if (!certificate) return text(404, 'No certificate has this id.\n');
  // A credential that was taken back is not handed out again; its page says what happened.
  if (certificate.status !== 'valid') return text(410, `This certificate was ${certificate.status}.\n`);
  return new Response(await credentialJwt(context.db, certificate), {
    headers: {
      'Content-Type': 'application/vc+jwt',
      'Content-Disposition': `attachment; filename="certificate-${id}.jwt"`,
      ...headers,
    },
  });
}
