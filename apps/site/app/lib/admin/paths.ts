/** Where the admin lives (spec §2). Shared by server modules and route components. */
export const adminBasePath = '/secure/admin';
export const loginPath = `${adminBasePath}/login`;
export const logoutPath = `${adminBasePath}/logout`;
export const dashboardPath = `${adminBasePath}/dashboard`;
export const auditPath = `${adminBasePath}/audit`;
