// `pnpm db:migrate`: applies pending migrations to DATABASE_URL (the server also does this at start-up).
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import type * as DbModule from '../app/lib/db/db.server.ts';
import { readConfig } from '../app/config.server.ts';
import { siteDir } from '../server/paths.ts';

const url = readConfig(undefined, siteDir).databaseUrl;
process.env.DATABASE_URL = url;
try {
  // The app's modules use Vite-style imports; load them through Vite's module runner.
  const { getDb, closeDb } = (
    await runnerImport<typeof DbModule>(fileURLToPath(new URL('../app/lib/db/db.server.ts', import.meta.url)), {
      configFile: false,
      logLevel: 'error',
    })
  ).module;
  console.info(`Migrating ${url.replace(/\/\/[^@/]*@/, '//***@')}…`);
  const db = await getDb();
  const applied = await db.all<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id').catch(() => []);
  await closeDb();
  console.info(`Up to date${applied.length ? ` (${applied.length} migrations recorded)` : ''}.`);
} catch (error) {
  console.error(`Migration failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
