/** Where the admin lives. Shared by server modules and route components; routes.ts mounts the same paths. */
export const adminBasePath = '/secure/admin';
export const loginPath = `${adminBasePath}/login`;
export const logoutPath = `${adminBasePath}/logout`;
export const dashboardPath = `${adminBasePath}/dashboard`;
export const auditPath = `${adminBasePath}/audit`;
/** Click-outs per broker and day as CSV. */
export const clicksCsvPath = `${adminBasePath}/clicks.csv`;
/** The contact inbox. */
export const messagesPath = `${adminBasePath}/messages`;
/** Trading signals: the list, the New Signal form, one signal with its actions. */
export const signalsAdminPath = `${adminBasePath}/signals`;
export const newSignalPath = `${signalsAdminPath}/new`;
export const signalAdminPath = (id: string) => `${signalsAdminPath}/${encodeURIComponent(id)}`;
/** Signal alerts: subscribers per instrument, the backlog and failures. */
export const alertsAdminPath = `${adminBasePath}/alerts`;
/** Webinars: the list, the New Webinar form, one webinar (edit, cancel, registrants) and its CSV. */
export const webinarsAdminPath = `${adminBasePath}/webinars`;
export const newWebinarPath = `${webinarsAdminPath}/new`;
export const webinarAdminPath = (id: string) => `${webinarsAdminPath}/${encodeURIComponent(id)}`;
/** Customer accounts: search, disable and enable, resend a verification. */
export const customersAdminPath = `${adminBasePath}/customers`;
export const webinarRegistrantsCsvPath = (id: string) => `${webinarAdminPath(id)}/registrants.csv`;
/** The courses: enrolments, completions, per-item statistics and certificate revocation. */
export const coursesAdminPath = `${adminBasePath}/courses`;

/**
 * The dashboard URL keeping the search (and nothing else) plus `extra` parameters: where a closed dialog or a
 * finished action returns, and how a dialog opens (`?new=1`, `?edit=<id>`, `?delete=<id>`).
 */
export function dashboardUrl(query: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const search = params.toString();
  return search ? `${dashboardPath}?${search}` : dashboardPath;
}

/** The login page, bringing the admin back to `redirectTo` (already checked by safeRedirect) after sign-in. */
export function loginUrl(redirectTo?: string): string {
  return redirectTo ? `${loginPath}?redirectTo=${encodeURIComponent(redirectTo)}` : loginPath;
}

/** Admin accounts: the second sign-in step, enrolment of a first factor, the Security page, admins and invitations. */
export const secondStepPath = `${loginPath}/verify`;
export const enrolPath = `${loginPath}/enrol`;
export const passkeySignInPath = `${loginPath}/passkey`;
export const securityPath = `${adminBasePath}/security`;
export const adminsPath = `${adminBasePath}/admins`;
export const invitationPath = `${adminBasePath}/invitation`;
/** Passkey registration (JSON), beside the Security page. */
export const securityPasskeyPath = `${securityPath}/passkey`;
