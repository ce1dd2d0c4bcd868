import { Button, Notice } from '@upm/ui';
import { Form, data, useActionData, useLoaderData } from 'react-router';
import { requestContext } from '~/context.server';
import { confirmEmailToken, peekEmailToken } from '~/features/customers/account/account.server';
import { accountPaths } from '~/features/customers/account/account-paths';
import { customerDataParts } from '~/lib/customer-data-parts.server';
import { readForm } from '~/platform/http/body.server';
import { clientIp } from '~/platform/http/client-ip.server';
import { assertSameOrigin } from '~/platform/http/origin.server';
import * as styles from '~/features/customers/components/account/Account.css';
import type { Route } from './+types/account-email';

/*
 * /account/email?token=…: the link e-mailed to confirm an address. Opening it shows a button; only the post
 * uses the token, so a mail scanner that follows links does not confirm anything. No sign-in is needed: the link
 * itself proves the address, and a not yet verified account cannot sign in.
 */

export const meta = () => [
  { title: 'Confirm your e-mail address | UPM Trading' },
  { name: 'robots', content: 'noindex' },
];

// The token is in the URL: no cache keeps the page, and no link on it passes the URL on as a referrer.
const pageHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' };
export const headers = () => pageHeaders;

const tokenOf = (value: unknown) => (typeof value === 'string' && value.length <= 100 ? value : '');

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(new URL(request.url).searchParams.get('token'));
  const link = token ? await peekEmailToken(requestContext(context).db, token) : undefined;
  return data({ token, email: link?.email ?? null, purpose: link?.purpose ?? null }, { headers: pageHeaders });
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = requestContext(context);
  assertSameOrigin(request, ctx, clientIp(request, ctx));
  const form = await readForm(request);
  const result = await confirmEmailToken(ctx.db, tokenOf(form.get('token')), customerDataParts);
  if (result.ok) ctx.log('customer.account_changed', { change: `email_${result.value.purpose}` });
  return data(
    result.ok
      ? { ok: true as const, message: `Your e-mail address ${result.value.email} is confirmed.` }
      : { ok: false as const, message: result.message },
    { status: result.ok ? 200 : result.reason === 'conflict' ? 409 : 410, headers: pageHeaders },
  );
}

export default function AccountEmailPage() {
  const { token, email } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Confirm your e-mail address</h1>
      {answer ? (
        <>
          <Notice role={answer.ok ? 'status' : 'alert'} tone={answer.ok ? 'positive' : 'negative'} padding="sm">
            {answer.message}
          </Notice>
          <p className={styles.text}>
            <a href={accountPaths.account}>Go to your account</a>
          </p>
        </>
      ) : email ? (
        <Form method="post" className={styles.form}>
          <input type="hidden" name="token" value={token} />
          <p className={styles.text}>
            Use <strong>{email}</strong> for your UPM Trading account?
          </p>
          <div>
            <Button type="submit">Confirm this address</Button>
          </div>
        </Form>
      ) : (
        <Notice role="alert" tone="negative" padding="sm">
          This link has expired or has already been used. Ask for a new one from your account page.
        </Notice>
      )}
    </div>
  );
}
