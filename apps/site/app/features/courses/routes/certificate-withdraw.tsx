import { CertificateWithdrawPage } from '~/features/courses/components/CertificateWithdrawPage';
import { requestContext } from '~/context.server';
import { withdrawAction, withdrawLoader } from './certificate-page.server';
import type { Route } from './+types/certificate-withdraw';

export const meta = () => [{ title: 'Withdraw a certificate | UPM Trading' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return withdrawLoader(request, requestContext(context), params.id);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return withdrawAction(request, requestContext(context), params.id);
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
}

export default function WithdrawCertificate({ loaderData, actionData }: Route.ComponentProps) {
  return <CertificateWithdrawPage page={loaderData} problem={actionData?.message} />;
}
