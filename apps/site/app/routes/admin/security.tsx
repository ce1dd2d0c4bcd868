import * as styles from '~/components/admin/admin.css';
import { PasswordSection } from '~/components/admin/security/PasswordSection';
import { SessionsSection } from '~/components/admin/security/SessionsSection';
import { TwoFactorSection } from '~/components/admin/security/TwoFactorSection';
import { adminRouteHeaders } from '~/lib/admin/route-headers';
import { requestContext } from '~/context.server';
import { securityAction, securityLoader } from './security.server';
import type { Route } from './+types/security';

export const meta = () => [{ title: 'Security | Admin' }, { name: 'robots', content: 'noindex, nofollow' }];
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
  const result = actionData;
  const factorsResult = result && result.intent !== 'password' ? result : undefined;
  return (
    <div className={styles.form}>
      <h1 className={styles.heading}>Security</h1>
      {loaderData.required && <p>Two-factor sign-in is required for every admin on this site.</p>}
      <TwoFactorSection
        csrf={loaderData.csrf}
        totp={loaderData.summary.totp}
        recoveryCodesLeft={loaderData.summary.recoveryCodesLeft}
        passkeys={loaderData.passkeys}
        totpSetup={loaderData.totpSetup}
        recoveryCodes={factorsResult?.recoveryCodes}
        error={factorsResult?.error}
        codeError={factorsResult?.fieldErrors?.code}
      />
      <PasswordSection
        csrf={loaderData.csrf}
        fieldErrors={result?.intent === 'password' ? result.fieldErrors : undefined}
        notice={result?.intent === 'password' ? result.notice : undefined}
      />
      <SessionsSection sessions={loaderData.sessions} csrf={loaderData.csrf} />
    </div>
  );
}
