// `pnpm db:backup [-- <folder>]`: a consistent copy of the SQLite database in a dated file (default folder
// data/backups under apps/site), safe while the server runs. PostgreSQL: pg_dump, see docs/deploy.md.
import { handleHelp } from './usage.ts';
import { resolve } from 'node:path';
import { readConfig } from '../app/config.server.ts';
import { backupSqlite } from '../app/platform/db/backup.server.ts';
import { siteDir } from '../server/paths.ts';

handleHelp(`Usage: pnpm db:backup [-- <folder>]

Copies the SQLite database of DATABASE_URL, consistent while the server writes, to a dated file in
<folder> (default data/backups). PostgreSQL: pg_dump, see docs/deploy.md.`);

const given = process.argv.slice(2).find((arg) => arg !== '--');
// A folder given on the command line is relative to where pnpm was run (INIT_CWD), not to apps/site.
const folder = given ? resolve(process.env.INIT_CWD ?? process.cwd(), given) : resolve(siteDir, 'data/backups');
const url = readConfig(undefined, siteDir).databaseUrl;

if (!url.startsWith('file:')) {
  console.error('DATABASE_URL is PostgreSQL: back it up with pg_dump (docs/deploy.md, "Backups").');
  process.exit(1);
}
try {
  const file = await backupSqlite(url.slice('file:'.length), folder);
  console.info(`Backed up to ${file} (integrity checked).`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
