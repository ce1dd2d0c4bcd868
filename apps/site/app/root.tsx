import { coreFontUrl } from '@upm/ui/fonts';
import { LinkComponentProvider, useHydrated } from '@upm/ui';
import { schemeTheme } from '@upm/ui/theme';
import { useEffect, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/root';
import { RouterLink } from './components/RouterLink';
import { ensureRequestContext } from './context.server';
import { refuseControlCharactersInUrl } from './platform/http/url-controls.server';
import { colorSchemeScript } from './lib/color-scheme/color-scheme';
import { useNonce } from './lib/nonce';
import { ScrollMemory } from './lib/scroll-memory';

// Radix dialogs (react-remove-scroll) insert a <style> element when they open; it reads its nonce from the
// global __webpack_nonce__ (package get-nonce). Handing it this page's CSP nonce keeps the strict style-src.
if (typeof document !== 'undefined') {
  const pageNonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (pageNonce) (window as { __webpack_nonce__?: string }).__webpack_nonce__ = pageNonce;
}

/**
 * The core font is requested with the stylesheet, not after it: the largest text of every page waits for it
 * (font-display: optional holds the text back briefly, then settles for the fallback), and found through the
 * stylesheet it starts one round trip later (docs/decisions/011). crossOrigin: fonts are fetched in
 * CORS mode, and a preload without it would not be used.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: coreFontUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

/**
 * Server-only: a URL with a control character answers 404 before any route's code
 * (app/platform/http/url-controls.server.ts), and the request context outside the production server
 * (app/context.server.ts).
 */
export const middleware = [refuseControlCharactersInUrl, ensureRequestContext];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    // suppressHydrationWarning: the colour-scheme script may set data-theme before React hydrates.
    <html lang="en" className={schemeTheme} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before anything paints: a stored colour scheme (lib/color-scheme, docs/decisions/018). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: colorSchemeScript }} />
        <meta name="theme-color" content="#0b1f3a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {/* ui components render their links through React Router's Link (client-side navigation). */}
        <LinkComponentProvider component={RouterLink}>{children}</LinkComponentProvider>
        {/* Not <ScrollRestoration>: it writes sessionStorage, and public pages store nothing (lib/scroll-memory). */}
        <ScrollMemory />
        <HydratedMarker />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Scripts arrive after the load event (lib/hydrate-after-load.server.ts): `<html data-hydrated>` says when the
 * page has become interactive, for monitoring and for tests that must not click before it. useHydrated's switch
 * is a transition, committed together with the header's and the menus' own: the attribute follows that commit.
 * A component of its own, so that the switch re-renders nothing else (in Layout it re-rendered the document).
 */
function HydratedMarker() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = 'true';
  }, [hydrated]);
  return null;
}

export default function App() {
  return <Outlet />;
}

/** Visitors never see a stack trace: the message is generic, the details go to the server log. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main">
      <h1>{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p>
        {notFound
          ? 'The page you asked for does not exist.'
          : 'Sorry, we could not show this page. Please try again in a moment.'}
      </p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </main>
  );
}
