import { ConfirmAdminAction } from '~/platform/admin/ConfirmAdminAction';
import * as styles from '~/platform/admin/admin.css';
import { PasswordSection } from '~/features/admin-auth/components/security/PasswordSection';
import { SessionsSection } from '~/features/admin-auth/components/security/SessionsSection';
import { TwoFactorSection } from '~/features/admin-auth/components/security/TwoFactorSection';
import { securityPath } from '~/platform/admin/paths';
import { adminMeta, adminRouteHeaders } from '~/platform/admin/route-headers';
import { requestContext } from '~/context.server';
import { securityAction, securityLoader } from './security.server';
import type { Route } from './+types/security';

export const meta = adminMeta('Security | Admin');
export const headers = adminRouteHeaders;

/** The guard runs first (inside securityLoader / securityAction), in the loader and in the action. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return securityLoader(request, requestContext(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return securityAction(request, requestContext(context));
}

/** The admin's password, second factors and sessions (decision 020). */
export default function AdminSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData;
  const invalid = answer?.kind === 'invalid' ? answer : undefined;
  const done = answer?.kind === 'done' ? answer : undefined;
  const confirming = answer?.kind === 'confirm' ? answer : undefined;
  const passkey = confirming && loaderData.passkeys.find((key) => key.credentialId === confirming.values.credential);
  return (
    <div className={styles.form}>
      <h1 className={styles.heading}>Security</h1>
      {loaderData.required && <p>Two-factor sign-in is required for every admin on this site.</p>}
      {confirming && (
        <ConfirmAdminAction
          csrf={loaderData.csrf}
          intent={confirming.intent}
          values={confirming.values}
          backHref={securityPath}
          confirmLabel="Remove"
        >
          {confirming.intent === 'totp-remove'
            ? 'Remove the authenticator app? Its recovery codes stop working too.'
            : `Remove the passkey ${passkey?.name ?? ''}?`}{' '}
          To use one again, set it up anew.
        </ConfirmAdminAction>
      )}
      <TwoFactorSection
        csrf={loaderData.csrf}
        totp={loaderData.summary.totp}
        recoveryCodesLeft={loaderData.summary.recoveryCodesLeft}
        passkeys={loaderData.passkeys}
        totpSetup={loaderData.totpSetup}
        recoveryCodes={done?.recoveryCodes}
        error={answer?.kind === 'refused' ? answer.message : undefined}
        codeError={invalid?.intent === 'totp-confirm' ? invalid.errors.code : undefined}
      />
      <PasswordSection
        csrf={loaderData.csrf}
        fieldErrors={invalid?.intent === 'password' ? invalid.errors : undefined}
        notice={done?.intent === 'password' ? done.notice : undefined}
      />
      <SessionsSection sessions={loaderData.sessions} csrf={loaderData.csrf} />
    </div>
  );
}
