import { useStoreAfterHydration } from '@upm/ui';

/*
 * Consent for third-party market widgets (decision 017; ePrivacy 5(3)). The choice lives in one first-party cookie
 * (a year, SameSite=Lax, "accept" or "reject" and nothing else), written by the browser only when the visitor
 * chooses; the server never reads or sets it, so prerendered pages stay static. An inline script copies it to
 * <html data-widgets> before the first paint (consentBootScript) so CSS can show the right state at once.
 */

/** The consent cookie's name: the only thing a public page stores, and only once the visitor chooses. */
export const consentCookieName = 'upm_widgets';

export type ConsentChoice = 'accept' | 'reject';
/** `unknown`: on the server and while hydrating; `undecided`: no cookie yet. */
export type WidgetConsent = ConsentChoice | 'undecided' | 'unknown';

const oneYearSeconds = 365 * 24 * 60 * 60;
const cookiePattern = new RegExp(`(?:^|;\\s*)${consentCookieName}=(accept|reject)(?:;|$)`);

/** The stored choice in a `document.cookie` string. */
export function readConsent(cookies: string): ConsentChoice | undefined {
  return cookies.match(cookiePattern)?.[1] as ConsentChoice | undefined;
}

/** The Set-Cookie-style string the browser stores for a choice. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${consentCookieName}=${choice}; Max-Age=${oneYearSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Runs inline before the page paints: copies the choice to <html data-widgets> ("" when none was made). Kept
 * tiny and dependency-free; its CSP hash is computed from the served file (server/headers.ts).
 */
export const consentBootScript = `document.documentElement.dataset.widgets=(document.cookie.match(/(?:^|;\\s*)${consentCookieName}=(accept|reject)(?:;|$)/)||[])[1]||""`;

const listeners = new Set<() => void>();
// "Load TradingView charts" loads them for this visit only: kept in memory, never stored.
let loadedForThisVisit = false;

function snapshot(): WidgetConsent {
  if (loadedForThisVisit) return 'accept';
  return readConsent(document.cookie) ?? 'undecided';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed() {
  document.documentElement.dataset.widgets = snapshot() === 'undecided' ? '' : snapshot();
  listeners.forEach((listener) => listener());
}

/** Stores the visitor's choice for a year and updates every widget on the page. */
export function chooseConsent(choice: ConsentChoice): void {
  loadedForThisVisit = false;
  document.cookie = consentCookie(choice, location.protocol === 'https:');
  changed();
}

/** Loads the widgets on this visit without storing anything. */
export function loadWidgetsOnce(): void {
  loadedForThisVisit = true;
  changed();
}

const serverConsent = (): WidgetConsent => 'unknown';

/** The current choice; `unknown` on the server and during hydration, so the markup matches. */
export function useWidgetConsent(): WidgetConsent {
  return useStoreAfterHydration(subscribe, snapshot, serverConsent);
}
