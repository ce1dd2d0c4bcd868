import { type RouteConfigEntry, prefix, route } from '@react-router/dev/routes';

// Paths of route modules are relative to app/, as in app/routes.ts.

/** The alerts routes inside the site layout (routes/site-layout.tsx); app/routes.ts places them. */
export const siteRoutes: RouteConfigEntry[] = [
  ...prefix('services/signals/alerts', [
    route('', 'features/alerts/routes/alerts-subscribe.tsx'),
    route('confirm', 'features/alerts/routes/alerts-confirm.tsx'),
    route('unsubscribe', 'features/alerts/routes/alerts-unsubscribe.tsx'),
    route('manage', 'features/alerts/routes/alerts-manage.tsx'),
  ]),
];

/** The alerts routes outside any layout: the /account section's posts. */
export const resourceRoutes: RouteConfigEntry[] = [
  route('services/signals/alerts/account', 'features/alerts/routes/alerts-account.ts'),
];

/** The alerts routes inside the admin layout (routes/admin/layout.tsx), behind its guard; app/routes.ts places them. */
export const adminRoutes: RouteConfigEntry[] = [route('alerts', 'features/alerts/routes/admin-alerts.tsx')];
