// How a script loads the app's modules: they use extensionless and `~/` imports, which plain Node cannot
// resolve, so Vite's module runner loads them with the app's alias. Kept apart from the prompts so that the
// scripts a production image runs without Vite (db-backup, db-restore) never import it.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { appAlias } from '../module-alias.ts';

/** Loads an app module (path relative to this folder) with the app's module resolution. */
export const loadAppModule = async <T>(path: string) =>
  (
    await runnerImport<T>(fileURLToPath(new URL(path, import.meta.url)), {
      configFile: false,
      logLevel: 'error',
      resolve: { alias: appAlias },
    })
  ).module;
