import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { appAlias } from './module-alias.ts';
import { readCompanyIdentity } from './app/company-identity.server.ts';
import { bakedSiteUrl } from './app/config.server.ts';
import { readSignalPolicy } from './app/signal-policy.server.ts';

/*
 * Fewer, larger files for the browser (docs/decisions/009-fewer-requests-for-first-paint.md): on a phone's
 * latency every request that competes with the stylesheet delays the first paint, and Lighthouse simulates
 * HTTP/1.1 with six connections. So one stylesheet for the whole site (≈9 KB compressed, cached a year)
 * and the framework and the design system in one chunk each; page code and copy stay per route.
 */
// Vite normalises module ids to forward slashes on every platform.
const adminAndFormComponents = 'AdminModal|ConfirmDialog|DataTable|TextArea|TextInput|Select|Field|BrokerCard';
// Blocks that only some pages show stay with those pages: in the shared chunk every page paid for them (≈3.5 KB).
const pageSpecificComponents =
  'SessionTimeline|SignalCard|RatingStars|CourseModule|PlatformCard|CalculatorResult|CourseProgression|' +
  'ServiceCard|WebinarCard|FloatingPrices|MarketCard|FeatureCard|TagList|StatGrid|ProcessSteps';
const clientChunks = {
  groups: [
    {
      name: 'framework',
      test: /node_modules\/(\.pnpm\/)?(react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[@/]/,
    },
    // The design system's public-page components with Radix and cva (admin and form components stay apart).
    {
      name: 'ui',
      test: new RegExp(
        `packages/ui/src/(?!components/(${adminAndFormComponents}|${pageSpecificComponents})/)` +
          '|node_modules/(\\.pnpm/)?(@radix-ui|class-variance-authority|aria-hidden|react-remove-scroll|use-callback-ref|use-sidecar|tslib|get-nonce|detect-node-es)',
      ),
    },
    // The field wrapper stays a chunk of its own: the directory's filters use it too (through Select), and they
    // need none of the rest of the forms chunk below, which would otherwise pull it in.
    { name: 'Field', test: /packages\/ui\/src\/components\/Field\// },
    // What the contact form needs to render and submit, in one file rather than four of a few hundred bytes each
    // (each costs a request and compresses worse alone): /contact's budget is that tight.
    {
      name: 'forms',
      test: /packages\/ui\/src\/components\/(TextArea|TextInput)\/|apps\/site\/app\/(platform\/forms\/submission|features\/contact\/contact-fields)\.ts/,
    },
    // The site's shared page furniture: the content blocks most pages use, layout data, SEO helpers. Blocks and
    // copy that a few pages use (the forex tables, course and platform pages) stay with them: every page loaded them.
    {
      name: 'site',
      test: /apps\/site\/app\/(components\/(content\/(PageSection|Prose|PageCallToAction|content\.css)|site-pages\/(ClosingSection|site-pages\.css)|RouterLink)|lib\/(use-scrolled|nonce)|platform\/seo\/(seo|site-url|structured-data)|content\/(site|pages|navigation|risk|company)\.ts)/,
    },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  resolve: { alias: appAlias },
  define: {
    // Canonical URLs are baked into prerendered pages, so SITE_URL (else localhost on PORT) is read at build (scripts/start.ts rebuilds when it changes).
    __SITE_URL__: JSON.stringify(bakedSiteUrl(process.env)),
    // Who runs the site and the copyright year are printed in prerendered pages too, so they are read at build
    // (docs/decisions/017-company-identity-at-build.md; scripts/build-stamp.ts rebuilds when either changes).
    __COMPANY__: JSON.stringify(readCompanyIdentity(process.env)),
    __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()),
    // /about and the services cards state the signal policy, so it is baked in with them (scripts/build-stamp.ts).
    __SIGNAL_POLICY__: JSON.stringify(readSignalPolicy(process.env)),
  },
  build: {
    // No helper that preloads a dynamic import's dependencies: the one dynamic import (the contact form's
    // validation, fetched on first focus) is not worth 400 bytes of helper on /contact, whose budget is tight.
    modulePreload: false,
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: clientChunks } },
  },
}));
