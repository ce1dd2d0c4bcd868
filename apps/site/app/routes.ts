import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

export default [
  // Resource routes, prerendered to static files (react-router.config.ts).
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // Broker pages and best-for lists: per request, since admins add and rename brokers at run time.
  route('sitemap-brokers.xml', 'routes/sitemap-brokers.ts'),
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    ...prefix('markets', [
      index('routes/markets/overview.tsx'),
      route('forex', 'routes/markets/forex.tsx'),
      route('indices', 'routes/markets/indices.tsx'),
      route('commodity', 'routes/markets/commodity.tsx'),
      route('crypto', 'routes/markets/crypto.tsx'),
      route('stocks', 'routes/markets/stocks.tsx'),
    ]),
    ...prefix('services', [
      index('routes/services/overview.tsx'),
      route('signals', 'routes/services/signals.tsx'),
      route('signals/history', 'routes/services/signals-history.tsx'),
      route('signals/:id', 'routes/services/signal.tsx'),
      route('webinar', 'routes/services/webinar.tsx'),
      // Registration (and, by the same pattern, <id>.ics) and the cancel link (a confirm page).
      route('webinar/cancel', 'routes/services/webinar-cancel.tsx'),
      route('webinar/:id', 'routes/services/webinar-register.tsx'),
      route('education', 'routes/services/education.tsx'),
    ]),
    ...prefix('education', [
      index('routes/education/overview.tsx'),
      route('beginner', 'routes/education/beginner.tsx'),
      route('intermediate', 'routes/education/intermediate.tsx'),
      route('advanced', 'routes/education/advanced.tsx'),
      route('forex', 'routes/education/forex.tsx'),
      route('commodity', 'routes/education/commodity.tsx'),
      route('indices', 'routes/education/indices.tsx'),
      route('stocks', 'routes/education/stocks.tsx'),
      route('crypto', 'routes/education/crypto.tsx'),
    ]),
    ...prefix('platforms', [
      index('routes/platforms/overview.tsx'),
      route('mt5', 'routes/platforms/mt5.tsx'),
      route('mt4', 'routes/platforms/mt4.tsx'),
      route('ctraders', 'routes/platforms/ctraders.tsx'),
    ]),
    // Trader tools: /tools is prerendered; each tool renders per request from its query string (decision 015).
    ...prefix('tools', [
      index('routes/tools/overview.tsx'),
      route('position-size', 'routes/tools/position-size.tsx'),
      route('pip-value', 'routes/tools/pip-value.tsx'),
      route('margin', 'routes/tools/margin.tsx'),
      route('profit', 'routes/tools/profit.tsx'),
      route('risk-reward', 'routes/tools/risk-reward.tsx'),
      route('market-hours', 'routes/tools/market-hours.tsx'),
    ]),
    route('ib-partners', 'routes/ib-partners.tsx'),
    // Compare, best-for lists and each broker's page, rendered per request from the database.
    route('ib-partners/compare', 'routes/ib-partners-compare.tsx'),
    // The rating method and regulator tiers: static (the weights are code), so prerendered like a content page.
    route('ib-partners/rating-method', 'routes/ib-partners-rating-method.tsx'),
    route('ib-partners/best/:list', 'routes/ib-partners-best.tsx'),
    route('ib-partners/:slug', 'routes/ib-partner.tsx'),
    route('about', 'routes/about.tsx'),
    route('contact', 'routes/contact.tsx'),
    // Legal pages: prerendered, linked from the footer.
    route('risk-warning', 'routes/legal/risk-warning.tsx'),
    route('privacy', 'routes/legal/privacy.tsx'),
    route('terms', 'routes/legal/terms.tsx'),
    route('cookies', 'routes/legal/cookies.tsx'),
    // Customer sign-in: rendered per request, never prerendered, noindex.
    route('login', 'routes/login.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // The signal record as CSV and Atom: resource routes, outside the layout.
  route('services/signals/history.csv', 'routes/services/signals-csv.ts'),
  route('services/signals/history-events.csv', 'routes/services/signals-events-csv.ts'),
  route('services/signals/feed.xml', 'routes/services/signals-feed.ts'),
  // Click-out counter for the broker directory: a resource route, outside the layout.
  route('go/:id', 'routes/go.tsx'),
  ...prefix('secure/admin', [
    route('login', 'routes/admin/login.tsx'),
    // The second step and first-factor enrolment work on the half-signed-in state, outside the guard (decision 020).
    route('login/verify', 'routes/admin/login-verify.tsx'),
    route('login/enrol', 'routes/admin/login-enrol.tsx'),
    route('login/passkey', 'routes/admin/login-passkey.ts'),
    route('logout', 'routes/admin/logout.tsx'),
    route('security/passkey', 'routes/admin/security-passkey.ts'),
    route('invitation', 'routes/admin/invitation.tsx'),
    // Click-outs per broker and day as CSV: a resource route; its loader runs the guard.
    route('clicks.csv', 'routes/admin/clicks-csv.ts'),
    // The signed-in pages share the admin shell; its loader runs the guard and loads the shell's data once.
    layout('routes/admin/layout.tsx', [
      route('dashboard', 'routes/admin/dashboard.tsx'),
      route('audit', 'routes/admin/audit.tsx'),
      route('messages', 'routes/admin/messages.tsx'),
      route('signals', 'routes/admin/signals.tsx'),
      route('signals/new', 'routes/admin/signal-new.tsx'),
      route('signals/:id', 'routes/admin/signal.tsx'),
      route('security', 'routes/admin/security.tsx'),
      route('admins', 'routes/admin/admins.tsx'),
      route('webinars', 'routes/admin/webinars.tsx'),
      route('webinars/new', 'routes/admin/webinar-new.tsx'),
      route('webinars/:id', 'routes/admin/webinar.tsx'),
    ]),
    // The registrants of a webinar as CSV: a resource route (its loader runs the guard).
    route('webinars/:id/registrants.csv', 'routes/admin/webinar-registrants-csv.ts'),
  ]),
  // The customer API: JSON resource routes.
  ...prefix('api/auth', [
    route('login', 'routes/api/auth-login.ts'),
    route('logout', 'routes/api/auth-logout.ts'),
    route('me', 'routes/api/auth-me.ts'),
  ]),
] satisfies RouteConfig;
