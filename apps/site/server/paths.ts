import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/site, wherever the process was started from. */
export const siteDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * The build folder: `build` unless BUILD_DIR names another (relative to apps/site). End-to-end tests build
 * into `build-e2e` with their own SITE_URL, so they never rebuild, or pull the files from under, `pnpm start`.
 */
export function buildDir(): string {
  return resolve(siteDir, process.env.BUILD_DIR || 'build');
}
