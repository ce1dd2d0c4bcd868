import { type RouteConfigEntry, prefix, route } from '@react-router/dev/routes';

// Paths of route modules are relative to app/, as in app/routes.ts. The course pages themselves
// (/education/beginner and the seven others) are content pages in app/routes/education/.

/** The courses routes inside the site layout (routes/site-layout.tsx); app/routes.ts places them. */
export const siteRoutes: RouteConfigEntry[] = [
  ...prefix('education/beginner', [
    // The signed-in customer's progress (per request) and the post of "Mark as done" from a lesson.
    route('progress', 'features/courses/routes/progress.tsx'),
    // A lesson: prerendered for every lesson of the index (react-router.config.ts); any other pair is a 404.
    // Static segments (quiz/<module-slug>) rank before these two dynamic ones.
    route(':module/:lesson', 'features/courses/routes/lesson.tsx'),
  ]),
];
