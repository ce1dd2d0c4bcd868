import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';
import * as adminAuth from './features/admin-auth/routes.ts';
import * as alerts from './features/alerts/routes.ts';
import * as brokers from './features/brokers/routes.ts';
import * as contact from './features/contact/routes.ts';
import * as courses from './features/courses/routes.ts';
import * as customers from './features/customers/routes.ts';
import * as review from './features/review/routes.ts';
import * as signals from './features/signals/routes.ts';
import * as tools from './features/tools/routes.ts';
import * as webinars from './features/webinars/routes.ts';

export default [
  // Resource routes, prerendered to static files (react-router.config.ts).
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  ...brokers.resourceRoutes,
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
    ...webinars.siteRoutes,
    ...alerts.siteRoutes,
    ...signals.siteRoutes,
    ...prefix('services', [index('routes/services/overview.tsx'), route('education', 'routes/services/education.tsx')]),
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
    ...courses.siteRoutes,
    // The glossary: prerendered, the index and every term (react-router.config.ts); other slugs are a 404.
    ...prefix('glossary', [index('routes/glossary/index.tsx'), route(':slug', 'routes/glossary/term.tsx')]),
    ...prefix('platforms', [
      index('routes/platforms/overview.tsx'),
      route('mt5', 'routes/platforms/mt5.tsx'),
      route('mt4', 'routes/platforms/mt4.tsx'),
      route('ctraders', 'routes/platforms/ctraders.tsx'),
    ]),
    ...tools.siteRoutes,
    ...brokers.siteRoutes,
    route('about', 'routes/about.tsx'),
    // Site search: rendered per request, never prerendered nor page-cached (decision 039).
    route('search', 'routes/search.tsx'),
    ...contact.siteRoutes,
    // Legal pages: prerendered, linked from the footer.
    route('risk-warning', 'routes/legal/risk-warning.tsx'),
    route('privacy', 'routes/legal/privacy.tsx'),
    route('terms', 'routes/legal/terms.tsx'),
    route('cookies', 'routes/legal/cookies.tsx'),
    ...customers.siteRoutes,
    ...review.siteRoutes,
    // The signed-in customer's page, composed from several features' sections (routes/account/account.tsx).
    route('account', 'routes/account/account.tsx'),
    route('account/deleted', 'routes/account/account-deleted.tsx'),
    // The link e-mailed to confirm an address (no sign-in needed: the link proves the address). Composed here:
    // what features send to the account's address moves with it (their customer-data parts).
    route('account/email', 'routes/account/account-email.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  ...signals.resourceRoutes,
  ...alerts.resourceRoutes,
  ...webinars.resourceRoutes,
  ...courses.resourceRoutes,
  ...adminAuth.resourceRoutes,
  ...prefix('secure/admin', [
    // The signed-in pages share the admin shell; its loader runs the guard and loads the shell's data once.
    layout('routes/admin/layout.tsx', [
      ...brokers.adminRoutes,
      route('audit', 'routes/admin/audit.tsx'),
      ...contact.adminRoutes,
      ...signals.adminRoutes,
      ...alerts.adminRoutes,
      ...adminAuth.adminRoutes,
      ...webinars.adminRoutes,
      ...courses.adminRoutes,
      ...customers.adminRoutes,
    ]),
  ]),
  ...customers.resourceRoutes,
  // "Download my data": every feature's part, so it is composed here.
  route('account/data.json', 'routes/account/account-data.ts'),
] satisfies RouteConfig;
