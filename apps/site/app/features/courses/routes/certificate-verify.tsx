import { data } from 'react-router';
import { CertificateVerifyPage } from '~/features/courses/components/CertificateVerifyPage';
import { requestContext } from '~/context.server';
import { certificateView } from './certificate-page.server';
import type { Route } from './+types/certificate-verify';

export const meta = () => [
  { title: 'Verify a certificate | UPM Trading' },
  {
    name: 'description',
    content:
      'Check a UPM Trading certificate of course completion by its id: whether it is valid, withdrawn or revoked.',
  },
];

/** The id typed or pasted: a bare id, or the certificate's whole link. */
function idOf(typed: string): string {
  const trimmed = typed.trim().slice(0, 300);
  const fromLink = /\/certificates\/([A-Za-z0-9_-]+)/.exec(trimmed);
  return fromLink ? fromLink[1]! : trimmed;
}

/** GET /certificates/verify?id=…: a plain GET form, so it works without JavaScript and a result can be linked. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const typed = new URL(request.url).searchParams.get('id');
  const headers = { 'Cache-Control': 'no-store' };
  if (typed === null || typed.trim() === '') return data({ typed: '', view: null }, { headers });
  const view = await certificateView(requestContext(context), idOf(typed));
  return data({ typed: typed.slice(0, 300), view }, { headers, status: view.kind === 'missing' ? 404 : 200 });
}

export default function VerifyCertificate({ loaderData }: Route.ComponentProps) {
  return <CertificateVerifyPage typed={loaderData.typed} view={loaderData.view} />;
}
