import { type RouteConfigEntry, prefix, route } from '@react-router/dev/routes';

// Paths of route modules are relative to app/, as in app/routes.ts.

/** The signals routes inside the site layout (routes/site-layout.tsx); app/routes.ts places them. */
export const siteRoutes: RouteConfigEntry[] = [
  ...prefix('services', [
    route('signals', 'features/signals/routes/signals.tsx'),
    route('signals/history', 'features/signals/routes/signals-history.tsx'),
    route('signals/:id', 'features/signals/routes/signal.tsx'),
  ]),
];

/** The signals routes outside any layout (resource routes and pages that bring their own frame); app/routes.ts places them. */
export const resourceRoutes: RouteConfigEntry[] = [
  // The signal record as CSV and Atom: resource routes, outside the layout.
  route('services/signals/history.csv', 'features/signals/routes/signals-csv.ts'),
  route('services/signals/history-events.csv', 'features/signals/routes/signals-events-csv.ts'),
  route('services/signals/feed.xml', 'features/signals/routes/signals-feed.ts'),
];

/** The signals routes inside the admin layout (routes/admin/layout.tsx), behind its guard; app/routes.ts places them. */
export const adminRoutes: RouteConfigEntry[] = [
  route('signals', 'features/signals/routes/admin-signals.tsx'),
  route('signals/new', 'features/signals/routes/admin-signal-new.tsx'),
  route('signals/:id', 'features/signals/routes/admin-signal.tsx'),
];
