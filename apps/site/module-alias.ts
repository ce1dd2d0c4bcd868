// The `~/` prefix of app imports, defined once for every loader of app code: the Vite build, vitest and the
// scripts' module runner (scripts/app-modules.ts). A loader without it fails on the first module that uses it,
// as `pnpm admin:create` once did.
import { fileURLToPath } from 'node:url';

/** Vite's `resolve.alias` for app modules. */
export const appAlias = { '~': fileURLToPath(new URL('./app', import.meta.url)) };
