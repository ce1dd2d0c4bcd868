import { Button, ButtonLink } from '@upm/ui';
import { Form, useNavigation } from 'react-router';
import { AdminField } from '~/platform/admin/AdminField';
import { RecoveryCodes } from '~/features/admin-auth/components/RecoveryCodes';
import * as styles from '~/platform/admin/admin.css';
import { SignInPanel } from '~/features/admin-auth/components/SignInPanel';
import { dashboardPath, enrolPath } from '~/platform/admin/paths';
import { adminMeta, adminRouteHeaders } from '~/platform/admin/route-headers';
import { requestContext } from '~/context.server';
import { enrolAction, enrolLoader } from './second-step.server';
import type { Route } from './+types/login-enrol';

export const meta = adminMeta('Set up two-factor sign-in | UPM Trading');

export const headers = adminRouteHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  return enrolLoader(request, requestContext(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return enrolAction(request, requestContext(context));
}

/** ADMIN_REQUIRE_2FA: an admin without a second factor sets up an authenticator app before anything else. */
export default function AdminEnrol({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  if (actionData?.recoveryCodes) {
    return (
      <SignInPanel heading="Two-factor sign-in is set up">
        <RecoveryCodes codes={actionData.recoveryCodes} continueTo={actionData.continueTo} />
      </SignInPanel>
    );
  }
  const shown = loaderData.setup;
  const error = actionData?.error;
  if (!shown) {
    return (
      <SignInPanel heading="Two-factor sign-in is set up">
        <ButtonLink href={dashboardPath}>Continue</ButtonLink>
      </SignInPanel>
    );
  }
  return (
    <SignInPanel heading="Set up two-factor sign-in">
      <p>
        Admin accounts need a second factor. Scan this QR code with an authenticator app, or type the key below into it,
        then enter the 6-digit code the app shows.
      </p>
      <img className={styles.qrImage} src={shown.qrSrc} alt="QR code for your authenticator app" />
      <p>
        Key: <code data-testid="totp-secret">{shown.secret}</code>
      </p>
      <Form method="post" action={enrolPath} className={styles.form}>
        {error && (
          <p id="enrol-error" role="alert" className={styles.alert.error}>
            {error}
          </p>
        )}
        <fieldset className={styles.fieldset} disabled={busy}>
          <AdminField
            idPrefix="enrol"
            name="code"
            label="Code from the app"
            error={error ?? undefined}
            required
            inputProps={{ autoComplete: 'one-time-code', inputMode: 'numeric' }}
          />
          <Button type="submit">{busy ? 'Checking...' : 'Turn on two-factor sign-in'}</Button>
        </fieldset>
      </Form>
    </SignInPanel>
  );
}
