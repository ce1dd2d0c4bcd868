import { type RouteConfigEntry, route } from '@react-router/dev/routes';

// Paths of route modules are relative to app/, as in app/routes.ts.

/** The contact routes inside the site layout (routes/site-layout.tsx); app/routes.ts places them. */
export const siteRoutes: RouteConfigEntry[] = [route('contact', 'features/contact/routes/contact.tsx')];

/** The contact routes inside the admin layout (routes/admin/layout.tsx), behind its guard; app/routes.ts places them. */
export const adminRoutes: RouteConfigEntry[] = [route('messages', 'features/contact/routes/admin-inbox.tsx')];
