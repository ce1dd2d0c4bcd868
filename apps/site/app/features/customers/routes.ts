import { type RouteConfigEntry, prefix, route } from '@react-router/dev/routes';

// Paths of route modules are relative to app/, as in app/routes.ts.

/** The customers routes inside the site layout (routes/site-layout.tsx); app/routes.ts places them. */
export const siteRoutes: RouteConfigEntry[] = [
  // The account pages: rendered per request, never prerendered, noindex.
  route('login', 'features/customers/routes/login.tsx'),
  route('logout', 'features/customers/routes/logout.tsx'),
  route('signup', 'features/customers/routes/signup.tsx'),
  route('signup/verify', 'features/customers/routes/signup-verify.tsx'),
  route('forgot-password', 'features/customers/routes/forgot-password.tsx'),
  route('reset-password', 'features/customers/routes/reset-password.tsx'),
];

/** The customers routes inside the admin layout, behind the guard; app/routes.ts places them. */
export const adminRoutes: RouteConfigEntry[] = [route('customers', 'features/customers/routes/admin-customers.tsx')];

/** The customers routes outside any layout (resource routes and pages that bring their own frame); app/routes.ts places them. */
export const resourceRoutes: RouteConfigEntry[] = [
  ...prefix('api/auth', [
    route('login', 'features/customers/routes/auth-login.ts'),
    route('logout', 'features/customers/routes/auth-logout.ts'),
    route('me', 'features/customers/routes/auth-me.ts'),
    route('session', 'features/customers/routes/auth-session.ts'),
  ]),
  // Passkeys need JavaScript (WebAuthn): these answer the account page's and the sign-in page's scripts in JSON.
  route('account/passkey', 'features/customers/routes/account-passkey.ts'),
  route('login/passkey', 'features/customers/routes/login-passkey.ts'),
];
