import { type RouteConfigEntry, prefix, route } from '@react-router/dev/routes';

// Paths of route modules are relative to app/, as in app/routes.ts.

/** The brokers routes outside any layout (resource routes and pages that bring their own frame); app/routes.ts places them. */
export const resourceRoutes: RouteConfigEntry[] = [
  // Broker pages and best-for lists: per request, since admins add and rename brokers at run time.
  route('sitemap-brokers.xml', 'features/brokers/routes/sitemap.ts'),
  // Click-out counter for the broker directory: a resource route, outside the layout.
  route('go/:id', 'features/brokers/routes/click-out.tsx'),
  ...prefix('secure/admin', [
    // Click-outs per broker and day as CSV: a resource route; its loader runs the guard.
    route('clicks.csv', 'features/brokers/routes/admin-clicks-csv.ts'),
  ]),
];

/** The brokers routes inside the site layout (routes/site-layout.tsx); app/routes.ts places them. */
export const siteRoutes: RouteConfigEntry[] = [
  route('ib-partners', 'features/brokers/routes/directory.tsx'),
  // Compare, best-for lists and each broker's page, rendered per request from the database.
  route('ib-partners/compare', 'features/brokers/routes/compare.tsx'),
  // The rating method and regulator tiers: static (the weights are code), so prerendered like a content page.
  route('ib-partners/rating-method', 'features/brokers/routes/rating-method.tsx'),
  route('ib-partners/best/:list', 'features/brokers/routes/best-list.tsx'),
  route('ib-partners/:slug', 'features/brokers/routes/profile.tsx'),
];

/** The brokers routes inside the admin layout (routes/admin/layout.tsx), behind its guard; app/routes.ts places them. */
export const adminRoutes: RouteConfigEntry[] = [route('dashboard', 'features/brokers/routes/admin-dashboard.tsx')];
