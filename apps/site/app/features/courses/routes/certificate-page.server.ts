import { data, redirect } from 'react-router';
import type { RequestContext } from '~/context.server';
import { readCustomerForm, requireCustomer } from '~/platform/auth/customer-session.server';
import { type Certificate, findCertificate, withdrawCertificate } from '~/features/courses/certificates.server';
import { credentialJwt } from '~/features/courses/credential.server';
import { certificateIdPattern, certificatePath } from '~/content/courses/quiz-paths';

// The public page is the same for everyone: the production server keeps it per certificates data version
// (certificate-page-versions.server.ts), and a browser revalidates it on every visit, so a revocation or a
// withdrawal shows at once.
const publicHeaders = { 'Cache-Control': 'no-cache' };
// The holder's withdraw page depends on who is signed in.
const privateHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/** A certificate as its page shows it: everything while it stands, only the dates once withdrawn. */
export type CertificatePageData =
  | { kind: 'missing'; id: string }
  | { kind: 'withdrawn'; id: string; withdrawnAt: string }
  | { kind: 'shown'; certificate: Omit<Certificate, 'customerId' | 'revokeReason' | 'withdrawnAt' | 'statusIndex'> };

/** The public view of one id (never the account or the admin's reason). */
export async function certificateView(context: RequestContext, id: string): Promise<CertificatePageData> {
  const certificate = certificateIdPattern.test(id) ? await findCertificate(context.db, id) : undefined;
  if (!certificate) return { kind: 'missing', id: id.slice(0, 60) };
  if (certificate.status === 'withdrawn') return { kind: 'withdrawn', id, withdrawnAt: certificate.withdrawnAt! };
  const {
    customerId: _customer,
    revokeReason: _reason,
    withdrawnAt: _withdrawn,
    statusIndex: _index,
    ...shown
  } = certificate;
  return { kind: 'shown', certificate: shown };
}

/** GET /certificates/<id>: the same page for everyone; 404 for an unknown id. */
export async function certificateLoader(context: RequestContext, id: string) {
  const view = await certificateView(context, id);
  return data<CertificatePageData>(view, {
    status: view.kind === 'missing' ? 404 : 200,
    headers: view.kind === 'missing' ? privateHeaders : publicHeaders,
  });
}

/** The holder's withdraw page: the form while the certificate stands, else what became of it. */
export type WithdrawPageData =
  | { kind: 'form'; id: string; courseTitle: string; csrfToken: string }
  | { kind: 'done'; id: string; status: 'withdrawn' | 'revoked' }
  | { kind: 'not-yours'; id: string };

export type WithdrawActionData = { message: string };

async function holderView(context: RequestContext, customerId: string, id: string) {
  const certificate = certificateIdPattern.test(id) ? await findCertificate(context.db, id) : undefined;
  return certificate && certificate.customerId === customerId ? certificate : undefined;
}

/** GET /certificates/<id>/withdraw: signed-in holders only (a visitor is sent to sign in first). */
export async function withdrawLoader(request: Request, context: RequestContext, id: string) {
  const session = await requireCustomer(request, { db: context.db, context });
  const certificate = await holderView(context, session.customer.id, id);
  const shortId = id.slice(0, 60);
  if (!certificate) {
    return data<WithdrawPageData>({ kind: 'not-yours', id: shortId }, { status: 404, headers: privateHeaders });
  }
  if (certificate.status !== 'valid') {
    return data<WithdrawPageData>({ kind: 'done', id, status: certificate.status }, { headers: privateHeaders });
  }
  return data<WithdrawPageData>(
    { kind: 'form', id, courseTitle: certificate.courseTitle, csrfToken: session.csrfToken },
    { headers: privateHeaders },
  );
}

/** POST /certificates/<id>/withdraw: the holder, having ticked the confirmation, takes the public page down. */
export async function withdrawAction(request: Request, context: RequestContext, id: string) {
  const session = await requireCustomer(request, { db: context.db, context });
  const form = await readCustomerForm(request, session, { context });
  if (form.get('confirmed') !== '1') {
    return data<WithdrawActionData>(
      { message: 'Tick the box to confirm that the public page should be withdrawn.' },
      { status: 400, headers: privateHeaders },
    );
  }
  const result = certificateIdPattern.test(id)
    ? await withdrawCertificate(context.db, session.customer.id, id)
    : ({ ok: false, reason: 'not-found' } as const);
  if (!result.ok && result.reason === 'not-found') {
    return data<WithdrawActionData>(
      { message: 'You hold no certificate with this id.' },
      { status: 404, headers: privateHeaders },
    );
  }
  // Post/redirect/get to the public page, which now says it was withdrawn; a reload repeats nothing.
  throw redirect(certificatePath(id), { headers: privateHeaders });
}

/** GET /certificates/<id>/credential.jwt: the signed Open Badges credential of a standing certificate. */
export async function credentialResponse(context: RequestContext, id: string): Promise<Response> {
  const certificate = certificateIdPattern.test(id) ? await findCertificate(context.db, id) : undefined;
  const text = (status: number, body: string) =>
    new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...privateHeaders } });
  if (!certificate) return text(404, 'No certificate has this id.\n');
  // A credential that was taken back is not handed out again; its page says what happened.
  if (certificate.status !== 'valid') return text(410, `This certificate was ${certificate.status}.\n`);
  return new Response(await credentialJwt(context.db, certificate), {
    headers: {
      'Content-Type': 'application/vc+jwt',
      'Content-Disposition': `attachment; filename="certificate-${id}.jwt"`,
      'Cache-Control': 'no-store',
    },
  });
}
