import { Button } from '@upm/ui';
import { Form } from 'react-router';
import { AdminField } from '~/platform/admin/AdminField';
import { AdminIntentButton } from '~/platform/admin/AdminIntentButton';
import { ConfirmAdminAction } from '~/platform/admin/ConfirmAdminAction';
import * as styles from '~/platform/admin/admin.css';
import { adminsPath } from '~/platform/admin/paths';
import { adminMeta, adminRouteHeaders } from '~/platform/admin/route-headers';
import { requestContext } from '~/context.server';
import { adminsAction, adminsLoader } from './admins.server';
import type { Route } from './+types/admins';

export const meta = adminMeta('Admins | Admin');
export const headers = adminRouteHeaders;

/** The guard and the super-admin check run first (inside adminsLoader / adminsAction). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return adminsLoader(request, requestContext(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return adminsAction(request, requestContext(context));
}

/** A super admin invites admins, disables them and resets their second factors (decision 020). */
export default function AdminAdmins({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, admins, selfId } = loaderData;
  const resetting =
    actionData?.kind === 'confirm' ? admins.find((admin) => admin.id === actionData.values.admin) : undefined;
  return (
    <div className={styles.form}>
      <h1 className={styles.heading}>Admins</h1>
      {actionData?.kind === 'refused' && (
        <p role="alert" className={styles.alert.error}>
          {actionData.message}
        </p>
      )}
      {actionData?.kind === 'invited' && (
        <div role="status" className={styles.alert.success}>
          <p>{actionData.notice}</p>
          {actionData.inviteLink && <code data-testid="invite-link">{actionData.inviteLink}</code>}
        </div>
      )}
      {resetting && actionData?.kind === 'confirm' && (
        <ConfirmAdminAction
          csrf={csrf}
          intent={actionData.intent}
          values={actionData.values}
          backHref={adminsPath}
          confirmLabel="Reset second factors"
        >
          Remove every second factor of {resetting.username} and sign them out everywhere? They sign in with their
          password and, where two-factor sign-in is required, set up a new factor. This cannot be undone.
        </ConfirmAdminAction>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>Administrators</caption>
          <thead>
            <tr>
              <th scope="col">Username</th>
              <th scope="col">Role</th>
              <th scope="col">Second factors</th>
              <th scope="col">State</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {admins.map((admin) => (
              <tr key={admin.id}>
                <td>
                  {admin.username}
                  <br />
                  <span className={styles.hint}>{admin.email}</span>
                </td>
                <td>{admin.role === 'super_admin' ? 'Super admin' : 'Admin'}</td>
                <td>{admin.factors}</td>
                <td>{admin.disabledAt ? 'Disabled' : 'Active'}</td>
                <td>
                  {admin.id !== selfId && (
                    <div className={styles.cardActions}>
                      {[
                        admin.disabledAt
                          ? { intent: 'enable', label: 'Enable' }
                          : { intent: 'disable', label: 'Disable' },
                        { intent: 'reset-factors', label: 'Reset second factor' },
                      ].map(({ intent, label }) => (
                        <AdminIntentButton
                          key={intent}
                          action={adminsPath}
                          csrf={csrf}
                          intent={intent}
                          fields={{ admin: admin.id }}
                          label={label}
                          accessibleName={`${label} ${admin.username}`}
                        />
                      ))}
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section aria-labelledby="invite-heading" className={styles.panel}>
        <h2 id="invite-heading">Invite an admin</h2>
        <Form method="post" action={adminsPath} className={styles.form}>
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="intent" value="invite" />
          <AdminField idPrefix="invite" name="email" label="E-mail" type="email" required />
          <AdminField
            idPrefix="invite"
            name="username"
            label="Username"
            required
            hint="3–64 letters, digits or . _ @ -"
          />
          <Button type="submit">Send invitation</Button>
        </Form>
      </section>
    </div>
  );
}
