import { TextInput, TextLink } from '@upm/ui';
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { requestContext } from '~/context.server';
import { AccountPage, EmailField, SubmitButton } from '~/features/customers/components/AccountPage';
import { accountPageHeaders } from '~/features/customers/components/account-page-headers';
import * as styles from '~/features/customers/components/AccountPages.css';
import { loginAction, loginLoader } from './account-forms.server';
import type { Route } from './+types/login';
import { PasskeySignIn } from '~/features/customers/components/account/AccountPasskeys';

// Rendered per request (not in the prerender list) and kept out of search results.
export const meta = () => [
  { title: 'Customer Sign In | UPM Trading' },
  { name: 'description', content: 'Sign in to your UPM Trading customer account.' },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = accountPageHeaders();

/** A signed-in customer is sent on to the account page (or `next`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loginLoader(request, requestContext(context));
}

/** The form's post: a server-side session cookie, so signed-in pages work without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  return loginAction(request, requestContext(context));
}

export default function LoginPage() {
  const { next, reset } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  const message = answer
    ? ({ tone: 'negative', text: answer.message } as const)
    : reset
      ? ({ tone: 'positive', text: 'Your new password is set. Please sign in with it.' } as const)
      : undefined;
  return (
    <AccountPage
      title="Customer Sign In"
      lead={
        <>
          New here? <TextLink href="/signup">Open an account</TextLink>.
        </>
      }
      message={message}
    >
      <Form method="post" action="/login" className={styles.form}>
        <input type="hidden" name="next" value={next} />
        <EmailField id="login-email" autoComplete="username" defaultValue={answer?.email ?? ''} />
        <TextInput
          id="login-password"
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          required
        />
        <SubmitButton submitting={submitting} label="Sign In" busyLabel="Signing In..." />
      </Form>
      {/* Passkeys can be the only way in: discoverable credentials, no e-mail typed (WebAuthn needs scripts). */}
      <div id="passkey-sign-in">
        <PasskeySignIn next={next} />
      </div>
      <p className={styles.links}>
        <TextLink href="/forgot-password">Forgotten your password?</TextLink>
      </p>
    </AccountPage>
  );
}
