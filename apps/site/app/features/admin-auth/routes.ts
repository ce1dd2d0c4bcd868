import { type RouteConfigEntry, prefix, route } from '@react-router/dev/routes';

// Paths of route modules are relative to app/, as in app/routes.ts.

/** The admin-auth routes outside any layout (resource routes and pages that bring their own frame); app/routes.ts places them. */
export const resourceRoutes: RouteConfigEntry[] = [
  ...prefix('secure/admin', [
    route('login', 'features/admin-auth/routes/login.tsx'),
    // The second step and first-factor enrolment work on the half-signed-in state, outside the guard (decision 020).
    route('login/verify', 'features/admin-auth/routes/login-verify.tsx'),
    route('login/enrol', 'features/admin-auth/routes/login-enrol.tsx'),
    route('login/passkey', 'features/admin-auth/routes/login-passkey.ts'),
    route('logout', 'features/admin-auth/routes/logout.tsx'),
    route('security/passkey', 'features/admin-auth/routes/security-passkey.ts'),
    route('invitation', 'features/admin-auth/routes/invitation.tsx'),
  ]),
];

/** The admin-auth routes inside the admin layout (routes/admin/layout.tsx), behind its guard; app/routes.ts places them. */
export const adminRoutes: RouteConfigEntry[] = [
  route('security', 'features/admin-auth/routes/security.tsx'),
  route('admins', 'features/admin-auth/routes/admins.tsx'),
];
