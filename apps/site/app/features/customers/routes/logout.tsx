import { useLoaderData } from 'react-router';
import { requestContext } from '~/context.server';
import { AccountPage } from '~/features/customers/components/AccountPage';
import { SignOutForm } from '~/features/customers/components/SignOutForm';
import { logoutAction, logoutLoader } from './account-forms.server';
import type { Route } from './+types/logout';

export const meta = () => [{ title: 'Sign out | UPM Trading' }, { name: 'robots', content: 'noindex' }];

export const headers = () => ({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });

export async function loader({ request, context }: Route.LoaderArgs) {
  return logoutLoader(request, requestContext(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return logoutAction(request, requestContext(context));
}

export default function LogoutPage() {
  const { csrfToken, email } = useLoaderData<typeof loader>();
  return (
    <AccountPage title="Sign out" lead={`You are signed in as ${email}.`}>
      <SignOutForm csrfToken={csrfToken} />
    </AccountPage>
  );
}
