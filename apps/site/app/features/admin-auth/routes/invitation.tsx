import { Button } from '@upm/ui';
import { Form } from 'react-router';
import { AdminField } from '~/platform/admin/AdminField';
import * as styles from '~/platform/admin/admin.css';
import { SignInPanel } from '~/features/admin-auth/components/SignInPanel';
import { invitationPath } from '~/platform/admin/paths';
import { adminMeta, adminRouteHeaders } from '~/platform/admin/route-headers';
import { requestContext } from '~/context.server';
import { invitationAction, invitationLoader } from './invitation.server';
import type { Route } from './+types/invitation';

export const meta = adminMeta('Admin invitation | UPM Trading');
export const headers = adminRouteHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  return invitationLoader(request, requestContext(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return invitationAction(request, requestContext(context));
}

/** An invited admin sets a password, then enrols a second factor. */
export default function AdminInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData?.error;
  return (
    <SignInPanel heading="Admin invitation">
      {!loaderData.valid ? (
        <p role="alert" className={styles.alert.error}>
          This invitation link is no longer valid. Ask a super admin for a new one.
        </p>
      ) : (
        <Form
          method="post"
          action={`${invitationPath}?token=${encodeURIComponent(loaderData.token)}`}
          className={styles.form}
        >
          <p>Choose a password for the admin account {loaderData.username}. A second factor comes next.</p>
          {error && (
            <p role="alert" className={styles.alert.error}>
              {error}
            </p>
          )}
          <input type="hidden" name="token" value={loaderData.token} />
          <AdminField
            idPrefix="invite"
            name="password"
            label="New password"
            type="password"
            required
            hint="At least 15 characters; not a common password, and not containing your username."
            inputProps={{ autoComplete: 'new-password' }}
          />
          <AdminField
            idPrefix="invite"
            name="confirmPassword"
            label="Repeat the password"
            type="password"
            required
            inputProps={{ autoComplete: 'new-password' }}
          />
          <Button type="submit">Set password</Button>
        </Form>
      )}
    </SignInPanel>
  );
}
