/* The alerts' public URLs, built in one place (the e-mails carry them; a moved URL would break every sent link). */

export const alertsPath = '/services/signals/alerts';
export const alertsConfirmBase = `${alertsPath}/confirm`;
export const alertsUnsubscribeBase = `${alertsPath}/unsubscribe`;
export const alertsManageBase = `${alertsPath}/manage`;
/** Where the /account section's forms post (a signed-in customer's own subscription). */
export const alertsAccountPath = `${alertsPath}/account`;

const withToken = (base: string, token: string) => `${base}?token=${encodeURIComponent(token)}`;
export const alertsConfirmPath = (token: string) => withToken(alertsConfirmBase, token);
export const alertsUnsubscribePath = (token: string) => withToken(alertsUnsubscribeBase, token);
export const alertsManagePath = (token: string) => withToken(alertsManageBase, token);

/** A signal's public page (its timeline), as the signals feature serves it. */
export const signalPagePath = (signalId: string) => `/services/signals/${encodeURIComponent(signalId)}`;
