import { Button, TextInput, TextLink } from '@upm/ui';
import { Form, useActionData, useLoaderData } from 'react-router';
import { requestContext } from '~/context.server';
import { maxPasswordLength } from '~/platform/auth/sign-in-schemas';
import { AccountPage } from '~/features/customers/components/AccountPage';
import * as styles from '~/features/customers/components/AccountPages.css';
import { resetAction, resetLoader } from './account-forms.server';
import type { Route } from './+types/reset-password';

export const meta = () => [{ title: 'Choose a new password | UPM Trading' }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
  // The address holds the reset token: never sent to another site (no-referrer would make the browser post Origin: null).
  'Referrer-Policy': 'same-origin',
});

/** GET shows the form while the link works; it changes nothing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return resetLoader(request, requestContext(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return resetAction(request, requestContext(context));
}

export default function ResetPasswordPage() {
  const { token, live } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (!live || (answer?.message && !answer.errors)) {
    return (
      <AccountPage
        title="Choose a new password"
        message={{ tone: 'negative', text: answer?.message ?? 'This link has expired or was already used.' }}
      >
        <p className={styles.links}>
          <TextLink href="/forgot-password">Ask for a new link</TextLink>
          <TextLink href="/login">Sign in</TextLink>
        </p>
      </AccountPage>
    );
  }
  return (
    <AccountPage
      title="Choose a new password"
      lead="Setting it signs you out on every device; then sign in with the new password."
    >
      <Form method="post" className={styles.form} noValidate>
        <input type="hidden" name="token" value={token} />
        <TextInput
          id="reset-password"
          name="password"
          type="password"
          label="New password"
          autoComplete="new-password"
          required
          maxLength={maxPasswordLength}
          hint="At least 15 characters. Any characters, spaces too; a few words make a good one. Not a common password."
          error={answer?.errors?.password}
        />
        <div>
          <Button type="submit">Set the new password</Button>
        </div>
      </Form>
    </AccountPage>
  );
}
