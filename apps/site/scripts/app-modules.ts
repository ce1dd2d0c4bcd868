// How a script loads the app's modules: they use extensionless and `~/` imports, which plain Node cannot
// resolve, so Vite's module runner loads them with the app's alias. Kept apart from the prompts so that the
// scripts a production image runs without Vite (db-backup, db-restore) never import it.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { appAlias } from '../module-alias.ts';
import type * as DbExports from '../app/platform/db/db.server.ts';

/** Loads an app module (path relative to this folder) with the app's module resolution. */
export const loadAppModule = async <T>(path: string) =>
  (
    await runnerImport<T>(fileURLToPath(new URL(path, import.meta.url)), {
      configFile: false,
      logLevel: 'error',
      resolve: { alias: appAlias },
    })
  ).module;

type DbModule = typeof DbExports;
type Db = Awaited<ReturnType<DbModule['getDb']>>;

/** A progress line of an account script. */
export const step = (message: string) => console.info(`• ${message}`);

/**
 * A command-line script's body: any failure (a refusal such as a taken username, or anything else) is printed as
 * its message alone, without a stack, and sets exit code 1.
 */
export async function runScript(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}

/**
 * Runs `work` with the app's database open (migrations applied) and closes it whatever happens. `announce` says
 * which database first, its address without a password.
 */
export async function withDatabase(work: (db: Db) => Promise<void>, { announce = false } = {}): Promise<void> {
  const { getDb, closeDb } = await loadAppModule<DbModule>('../app/platform/db/db.server.ts');
  try {
    if (announce) {
      const address = (process.env.DATABASE_URL ?? 'file:./data/site.db').replace(/\/\/[^@/]*@/, '//***@');
      step(`Opening the database (${address}) and applying migrations...`);
    }
    await work(await getDb());
  } finally {
    await closeDb();
  }
}
