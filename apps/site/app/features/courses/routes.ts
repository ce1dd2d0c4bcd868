import { type RouteConfigEntry, prefix, route } from '@react-router/dev/routes';

// Paths of route modules are relative to app/, as in app/routes.ts. The course pages themselves
// (/education/beginner and the seven others) are content pages in app/routes/education/.

/** The courses routes inside the site layout (routes/site-layout.tsx); app/routes.ts places them. */
export const siteRoutes: RouteConfigEntry[] = [
  ...prefix('education/beginner', [
    // The signed-in customer's progress (per request) and the post of "Mark as done" from a lesson.
    route('progress', 'features/courses/routes/progress.tsx'),
    // Quizzes: static segments, so they rank above the lessons' /<module>/<lesson>.
    route('quiz/:module', 'features/courses/routes/quiz.tsx'),
    route('final-test', 'features/courses/routes/final-test.tsx'),
    // A lesson: prerendered for every lesson of the index (react-router.config.ts); any other pair is a 404.
    route(':module/:lesson', 'features/courses/routes/lesson.tsx'),
  ]),
  ...prefix('certificates', [
    route('verify', 'features/courses/routes/certificate-verify.tsx'),
    route(':id', 'features/courses/routes/certificate.tsx'),
    route(':id/withdraw', 'features/courses/routes/certificate-withdraw.tsx'),
  ]),
];

/** The courses routes inside the admin layout (routes/admin/layout.tsx), behind its guard; app/routes.ts places them. */
export const adminRoutes: RouteConfigEntry[] = [route('courses', 'features/courses/routes/admin-courses.tsx')];

/** The courses routes outside any layout; app/routes.ts places them. */
export const resourceRoutes: RouteConfigEntry[] = [
  route('certificates/:id/credential.jwt', 'features/courses/routes/credential-jwt.ts'),
  route('certificates/status-list.jwt', 'features/courses/routes/status-list.ts'),
  route('.well-known/jwks.json', 'features/courses/routes/jwks.ts'),
  // The course page's progress, fetched after hydration by a browser that may be signed in (the page stays static).
  route('education/beginner/progress.json', 'features/courses/routes/progress-json.ts'),
];
