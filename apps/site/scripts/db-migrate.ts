// `pnpm db:migrate`: applies pending migrations to DATABASE_URL (the server also does this at start-up).
import { handleHelp } from './usage.ts';
import { loadAppModule as load } from './app-modules.ts';
import type * as DbModule from '../app/platform/db/db.server.ts';
import { readConfig } from '../app/config.server.ts';
import { siteDir } from '../server/paths.ts';

handleHelp(`Usage: pnpm db:migrate

Applies pending migrations to DATABASE_URL (the server also does this at start-up).`);

const url = readConfig(undefined, siteDir).databaseUrl;
process.env.DATABASE_URL = url;
try {
  const { getDb, closeDb } = await load<typeof DbModule>('../app/platform/db/db.server.ts');
  console.info(`Migrating ${url.replace(/\/\/[^@/]*@/, '//***@')}…`);
  const db = await getDb();
  const applied = await db.all<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id').catch(() => []);
  await closeDb();
  console.info(`Up to date${applied.length ? ` (${applied.length} migrations recorded)` : ''}.`);
} catch (error) {
  console.error(`Migration failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
