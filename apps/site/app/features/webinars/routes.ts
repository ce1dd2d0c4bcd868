import { type RouteConfigEntry, prefix, route } from '@react-router/dev/routes';

// Paths of route modules are relative to app/, as in app/routes.ts.

/** The webinars routes inside the site layout (routes/site-layout.tsx); app/routes.ts places them. */
export const siteRoutes: RouteConfigEntry[] = [
  ...prefix('services', [
    route('webinar', 'features/webinars/routes/webinar.tsx'),
    // Registration (and, by the same pattern, <id>.ics) and the cancel link (a confirm page).
    route('webinar/cancel', 'features/webinars/routes/webinar-cancel.tsx'),
    route('webinar/:id', 'features/webinars/routes/webinar-register.tsx'),
  ]),
];

/** The webinars routes inside the admin layout (routes/admin/layout.tsx), behind its guard; app/routes.ts places them. */
export const adminRoutes: RouteConfigEntry[] = [
  route('webinars', 'features/webinars/routes/admin-webinars.tsx'),
  route('webinars/new', 'features/webinars/routes/admin-webinar-new.tsx'),
  route('webinars/:id', 'features/webinars/routes/admin-webinar.tsx'),
];

/** The webinars routes outside any layout (resource routes and pages that bring their own frame); app/routes.ts places them. */
export const resourceRoutes: RouteConfigEntry[] = [
  ...prefix('secure/admin', [
    // The registrants of a webinar as CSV: a resource route (its loader runs the guard).
    route('webinars/:id/registrants.csv', 'features/webinars/routes/admin-webinar-registrants-csv.ts'),
  ]),
];
