import type { ColorScheme } from '@upm/ui';

/**
 * The visitor's colour scheme (docs/decisions/018). No cookie: public pages set none. The choice lives
 * in one localStorage item, written only when the visitor uses the header's toggle, and is applied before the
 * first paint by `colorSchemeScript` as `data-theme` on <html> (ui's `schemeTheme` reads it). Without a stored
 * choice, or without scripts, `prefers-color-scheme` decides.
 */
export const colorSchemeStorageKey = 'upm-theme';

/**
 * Runs inline in <head>, before the body is parsed, so a stored choice paints at once (no flash). Fixed text:
 * prerendered pages allow it by its hash, rendered ones by the request's nonce (docs/decisions/003). Storage can
 * throw (disabled, sandboxed): the page then follows the device.
 */
export const colorSchemeScript = `try{var s=localStorage.getItem(${JSON.stringify(colorSchemeStorageKey)});if(s==="light"||s==="dark")document.documentElement.dataset.theme=s}catch(e){}`;

/** The stored choice, or `system` when there is none (or storage is unavailable). */
export function readColorScheme(): ColorScheme {
  try {
    const stored = localStorage.getItem(colorSchemeStorageKey);
    return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'system';
  } catch {
    return 'system';
  }
}

const listeners = new Set<() => void>();

function applyColorScheme(scheme: ColorScheme): void {
  const root = document.documentElement;
  if (scheme === 'system') delete root.dataset.theme;
  else root.dataset.theme = scheme;
}

/** Applies a choice to the page at once and remembers it for the next visit. */
export function chooseColorScheme(scheme: ColorScheme): void {
  applyColorScheme(scheme);
  try {
    localStorage.setItem(colorSchemeStorageKey, scheme);
  } catch {
    // Not remembered (storage disabled); the choice still holds for this page.
  }
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: a choice made here or in another tab of the site. */
export function subscribeColorScheme(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== colorSchemeStorageKey) return;
    applyColorScheme(readColorScheme());
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
