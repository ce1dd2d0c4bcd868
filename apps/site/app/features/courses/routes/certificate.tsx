import { CertificatePage } from '~/features/courses/components/CertificatePage';
import { requestContext } from '~/context.server';
import { certificateLoader } from './certificate-page.server';
import type { Route } from './+types/certificate';

export const meta = ({ data: loaded }: Route.MetaArgs) => [
  {
    title:
      loaded?.kind === 'shown'
        ? `Certificate of course completion: ${loaded.certificate.holderName} | UPM Trading`
        : 'Certificate | UPM Trading',
  },
  // Public to whoever has the link, but never listed by search engines: the holder shares it, not us.
  { name: 'robots', content: 'noindex' },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  return certificateLoader(requestContext(context), params.id);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function Certificate({ loaderData }: Route.ComponentProps) {
  return <CertificatePage page={loaderData} />;
}
