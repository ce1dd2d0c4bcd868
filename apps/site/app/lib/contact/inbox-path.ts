/** Where the admin inbox lives (shared by the route, its server module and the admin header). */
export const inboxPath = '/secure/admin/messages';
