import { Button } from '@upm/ui';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { AdminField } from '~/platform/admin/AdminField';
import { PasskeyButton } from '~/features/admin-auth/components/PasskeyButton';
import { factorMessages } from '~/features/admin-auth/factors/factor-messages';
import * as styles from '~/platform/admin/admin.css';
import { SignInPanel } from '~/features/admin-auth/components/SignInPanel';
import { loginPath, loginUrl } from '~/platform/admin/paths';
import { adminMeta, adminRouteHeaders } from '~/platform/admin/route-headers';
import { loginAction, loginLoader } from './login.server';
import { requestContext } from '~/context.server';
import type { Route } from './+types/login';

export const meta = adminMeta('Admin Login | UPM Trading');

export const headers = adminRouteHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loginLoader(request, requestContext(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return loginAction(request, requestContext(context));
}

/** Username and password, 'Signing In...' while busy, errors cleared by typing (as the original). No credential hint. */
export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formAction?.startsWith(loginPath) === true;
  // Each failed attempt returns a new object: typing hides the error until the next attempt.
  const [dismissed, setDismissed] = useState<unknown>(null);
  const error = actionData && actionData !== dismissed ? actionData.error : undefined;
  const clearError = () => {
    if (actionData) setDismissed(actionData);
  };
  const action = loginUrl(loaderData.redirectTo);

  return (
    <SignInPanel heading="Admin Login">
      <Form method="post" action={action} className={styles.form} aria-describedby={error ? 'login-error' : undefined}>
        <input type="hidden" name="csrf" value={loaderData.csrf} />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        {error && (
          <p id="login-error" role="alert" className={styles.alert.error}>
            {error}
          </p>
        )}
        {!error && loaderData.expired && (
          <p role="status" className={styles.alert.error}>
            {factorMessages.pendingExpired}
          </p>
        )}
        <fieldset className={styles.fieldset} disabled={busy}>
          <AdminField
            idPrefix="login"
            name="username"
            label="Username"
            required
            inputProps={{
              autoComplete: 'username',
              autoCapitalize: 'none',
              spellCheck: false,
              onChange: clearError,
            }}
          />
          <AdminField
            idPrefix="login"
            name="password"
            label="Password"
            type="password"
            required
            inputProps={{ autoComplete: 'current-password', onChange: clearError }}
          />
          {actionData?.askCode && (
            <AdminField
              idPrefix="login"
              name="code"
              label="Authentication code or recovery code"
              required
              inputProps={{ autoComplete: 'one-time-code', autoCapitalize: 'none', spellCheck: false }}
            />
          )}
          <Button type="submit">{busy ? 'Signing In...' : 'Sign In'}</Button>
        </fieldset>
      </Form>
      {loaderData.passkeys && <PasskeyButton redirectTo={loaderData.redirectTo} />}
    </SignInPanel>
  );
}
