import { fileURLToPath } from 'node:url';
import { readConfig } from '../app/config.server.ts';

/** apps/site, wherever the process was started from. */
export const siteDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * The build folder: `build` unless BUILD_DIR names another (relative to apps/site). End-to-end tests build
 * into `build-e2e` with their own SITE_URL, so they never rebuild, or pull the files from under, `pnpm start`.
 */
export function buildDir(): string {
  return readConfig(undefined, siteDir).buildDir;
}
