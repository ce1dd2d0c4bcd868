import { type RouteConfigEntry, index, prefix, route } from '@react-router/dev/routes';

// Paths of route modules are relative to app/, as in app/routes.ts.

/** The tools routes inside the site layout (routes/site-layout.tsx); app/routes.ts places them. */
export const siteRoutes: RouteConfigEntry[] = [
  ...prefix('tools', [
    index('features/tools/routes/overview.tsx'),
    route('position-size', 'features/tools/routes/position-size.tsx'),
    route('pip-value', 'features/tools/routes/pip-value.tsx'),
    route('margin', 'features/tools/routes/margin.tsx'),
    route('profit', 'features/tools/routes/profit.tsx'),
    route('risk-reward', 'features/tools/routes/risk-reward.tsx'),
    route('market-hours', 'features/tools/routes/market-hours.tsx'),
  ]),
];
