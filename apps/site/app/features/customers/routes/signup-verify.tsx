import { Button, TextInput, TextLink } from '@upm/ui';
import { Form, useActionData, useLoaderData } from 'react-router';
import { requestContext } from '~/context.server';
import { AccountPage } from '~/features/customers/components/AccountPage';
import { accountPageHeaders } from '~/features/customers/components/account-page-headers';
import * as styles from '~/features/customers/components/AccountPages.css';
import { verifyAction, verifyLoader } from './account-forms.server';
import type { Route } from './+types/signup-verify';

export const meta = () => [{ title: 'Confirm your e-mail | UPM Trading' }, { name: 'robots', content: 'noindex' }];

// The address holds a link token: never sent to another site (no-referrer would make the browser post Origin: null).
export const headers: Route.HeadersFunction = accountPageHeaders({ 'Referrer-Policy': 'same-origin' });

/** GET changes nothing (mail scanners open links): it shows the code form or the link's confirm button. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return verifyLoader(request, requestContext(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return verifyAction(request, requestContext(context));
}

export default function VerifyPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const message = answer?.message ? { tone: answer.tone ?? 'negative', text: answer.message } : undefined;

  if (page.mode === 'link') {
    return (
      <AccountPage title="Confirm your e-mail" lead="Confirm this address to open your account." message={message}>
        <Form method="post" className={styles.form}>
          <input type="hidden" name="intent" value="link" />
          <input type="hidden" name="token" value={page.token} />
          <div>
            <Button type="submit">Confirm my e-mail</Button>
          </div>
        </Form>
      </AccountPage>
    );
  }

  if (page.mode === 'gone') {
    return (
      <AccountPage
        title="Confirm your e-mail"
        message={message ?? { tone: 'negative', text: 'This sign-up has expired or is finished.' }}
      >
        <p className={styles.links}>
          <TextLink href="/signup">Sign up again</TextLink>
          <TextLink href="/login">Sign in</TextLink>
        </p>
      </AccountPage>
    );
  }

  return (
    <AccountPage
      title="Check your e-mail"
      lead={
        <>
          We sent a 6-digit code to <strong>{page.email}</strong>. Enter it here, or open the link in the e-mail. The
          code works for 10 minutes.
        </>
      }
      message={message}
    >
      <Form method="post" className={styles.form} noValidate>
        <input type="hidden" name="intent" value="code" />
        <input type="hidden" name="s" value={page.id} />
        <TextInput
          id="verify-code"
          name="code"
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          error={answer?.codeError}
        />
        <div>
          <Button type="submit">Confirm</Button>
        </div>
      </Form>
      <Form method="post" className={styles.form}>
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="s" value={page.id} />
        <p className={styles.lead}>
          No e-mail after a few minutes? Check your spam folder, or send a new code
          {page.resendsLeft > 0 ? ` (${page.resendsLeft} left).` : '.'}
        </p>
        <div>
          <Button type="submit" variant="outline">
            Send a new code
          </Button>
        </div>
      </Form>
    </AccountPage>
  );
}
