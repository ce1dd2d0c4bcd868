import { serverConfig } from '~/config.server';
import { migrations } from './migrations/index.server';
import { migrate } from './migrate.server';
import { openPostgres } from './postgres.server';
import { openSqlite } from './sqlite.server';
import type { Db } from './types';
import { parseDatabaseUrl } from './url';

export type { Db, Migration } from './types';

/** Opens the database named by a DATABASE_URL and brings its schema up to date. */
export async function openDatabase(url: string | undefined, options: { schema?: string } = {}): Promise<Db> {
  const location = parseDatabaseUrl(url || undefined);
  const db = location.dialect === 'sqlite' ? openSqlite(location.path) : openPostgres(location.url, options);
  await migrate(db, migrations);
  return db;
}

let shared: Promise<Db> | undefined;

/** The process-wide database from DATABASE_URL, opened and migrated on first use. */
export function getDb(): Promise<Db> {
  shared ??= openDatabase(serverConfig().databaseUrl);
  return shared;
}

/** Closes the process-wide database (graceful shutdown). */
export async function closeDb(): Promise<void> {
  if (!shared) return;
  const db = await shared;
  shared = undefined;
  await db.close();
}
