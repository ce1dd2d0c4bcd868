// `pnpm db:restore -- <backup file> [--yes]`: replaces the SQLite database with a backup made by db:backup.
// Stop the server first. Asks for confirmation unless --yes is given. PostgreSQL: pg_restore, docs/deploy.md.
import { handleHelp } from './usage.ts';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { readConfig } from '../app/config.server.ts';
import { restoreSqlite } from '../app/platform/db/backup.server.ts';
import { siteDir } from '../server/paths.ts';
import { ask } from './account-prompts.ts';

handleHelp(`Usage: pnpm db:restore -- <backup file> [--yes]

Replaces the SQLite database of DATABASE_URL with a backup made by db:backup, after asking unless --yes.
Stop the server first. PostgreSQL: pg_restore, see docs/deploy.md.`);

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const file = args.find((arg) => !arg.startsWith('--'));
const url = readConfig(undefined, siteDir).databaseUrl;

try {
  if (!url.startsWith('file:'))
    throw new Error('DATABASE_URL is PostgreSQL: restore it with pg_restore (docs/deploy.md).');
  if (!file) throw new Error('Usage: pnpm db:restore -- <backup file> [--yes]');
  // Relative to where pnpm was run (INIT_CWD), not to apps/site where the script runs.
  const source = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (!existsSync(source)) throw new Error(`No backup at ${source}`);
  const target = url.slice('file:'.length);
  if (!args.includes('--yes')) {
    const answer = await ask(`Replace ${target} with ${source}? Stop the server first. Type "yes" to go on: `);
    if (answer.trim() !== 'yes') throw new Error('Not confirmed. Nothing was changed.');
  }
  await restoreSqlite(source, target);
  console.info(`Restored ${target} from ${source} (integrity checked).`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
