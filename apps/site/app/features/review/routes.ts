import { type RouteConfigEntry, route } from '@react-router/dev/routes';

// Paths of route modules are relative to app/, as in app/routes.ts.

/** The review routes inside the site layout (routes/site-layout.tsx); app/routes.ts places them. */
export const siteRoutes: RouteConfigEntry[] = [
  // The signed-in customer's daily review: per request, noindex, never cached.
  route('account/review', 'features/review/routes/review.tsx'),
];
