import { Button } from '@upm/ui';
import { Form, useLoaderData } from 'react-router';
import { requestContext } from '~/context.server';
import { AccountPage } from '~/features/customers/components/AccountPage';
import * as styles from '~/features/customers/components/AccountPages.css';
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

/** The sign-out form (a POST with the session's form token); the account page posts the same form here. */
export function SignOutForm({ csrfToken }: { csrfToken: string }) {
  return (
    <Form method="post" action="/logout" className={styles.form}>
      <input type="hidden" name="csrf" value={csrfToken} />
      <div>
        <Button type="submit" variant="outline">
          Sign out
        </Button>
      </div>
    </Form>
  );
}

export default function LogoutPage() {
  const { csrfToken, email } = useLoaderData<typeof loader>();
  return (
    <AccountPage title="Sign out" lead={`You are signed in as ${email}.`}>
      <SignOutForm csrfToken={csrfToken} />
    </AccountPage>
  );
}
