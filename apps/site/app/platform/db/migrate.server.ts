import type { Db, Migration } from './types';

/** Thrown when a migration fails: the server must not start on a half-migrated schema. */
export class MigrationError extends Error {
  override name = 'MigrationError';
}

/**
 * Applies the migrations not yet recorded in `schema_migrations` and returns the ids applied. Runs under
 * the database's migration lock (an advisory lock on PostgreSQL, BEGIN IMMEDIATE on SQLite): instances
 * started together on an empty database would otherwise create the same tables at once. On PostgreSQL
 * each migration has its own transaction; on SQLite the lock's transaction holds the whole run.
 */
export function migrate(db: Db, migrations: readonly Migration[]): Promise<string[]> {
  return db.withMigrationLock((locked) => applyPending(locked, migrations));
}

async function applyPending(db: Db, migrations: readonly Migration[]): Promise<string[]> {
  // Both under the lock: even CREATE TABLE IF NOT EXISTS races on PostgreSQL (pg_type's unique index),
  // and the list read here includes whatever the instance that held the lock before us applied.
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const done = new Set((await db.all<{ id: string }>('SELECT id FROM schema_migrations')).map((row) => row.id));
  const applied: string[] = [];
  for (const migration of [...migrations].sort((a, b) => a.id.localeCompare(b.id))) {
    if (done.has(migration.id)) continue;
    try {
      await db.transaction(async (tx) => {
        await tx.exec(db.dialect === 'sqlite' ? migration.sqlite : migration.postgres);
        await tx.run('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)', [
          migration.id,
          new Date().toISOString(),
        ]);
      });
    } catch (error) {
      throw new MigrationError(`Migration ${migration.id} failed on ${db.dialect}: ${(error as Error).message}`, {
        cause: error,
      });
    }
    applied.push(migration.id);
  }
  return applied;
}
