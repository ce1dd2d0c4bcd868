import { Button } from '@upm/ui';
import { Form, useNavigation } from 'react-router';
import { AdminField } from '~/platform/admin/AdminField';
import { PasskeyButton } from '~/features/admin-auth/components/PasskeyButton';
import * as styles from '~/platform/admin/admin.css';
import { SignInPanel } from '~/features/admin-auth/components/SignInPanel';
import { secondStepPath } from '~/platform/admin/paths';
import { adminMeta, adminRouteHeaders } from '~/platform/admin/route-headers';
import { requestContext } from '~/context.server';
import { secondStepAction, secondStepLoader } from './second-step.server';
import type { Route } from './+types/login-verify';

export const meta = adminMeta('Two-factor sign-in | UPM Trading');

export const headers = adminRouteHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  return secondStepLoader(request, requestContext(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return secondStepAction(request, requestContext(context));
}

/** The second sign-in step: a code from the app or a recovery code (works without JavaScript), or a passkey. */
export default function AdminSecondStep({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const error = actionData?.error;
  return (
    <SignInPanel heading="Two-factor sign-in">
      <p>Signing in as {loaderData.username}. This step expires 5 minutes after your password.</p>
      {loaderData.passkeys && <PasskeyButton />}
      {loaderData.totp && (
        <Form
          method="post"
          action={secondStepPath}
          className={styles.form}
          aria-describedby={error ? 'verify-error' : undefined}
        >
          {error && (
            <p id="verify-error" role="alert" className={styles.alert.error}>
              {error}
            </p>
          )}
          <fieldset className={styles.fieldset} disabled={busy}>
            <AdminField
              idPrefix="verify"
              name="code"
              label="Authentication code or recovery code"
              hint="The 6-digit code from your authenticator app, or one of your recovery codes."
              required
              inputProps={{ autoComplete: 'one-time-code', autoCapitalize: 'none', spellCheck: false }}
            />
            <Button type="submit">{busy ? 'Verifying...' : 'Verify'}</Button>
          </fieldset>
        </Form>
      )}
    </SignInPanel>
  );
}
