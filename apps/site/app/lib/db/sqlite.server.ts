import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { Db } from './types';

function toSqlite(value: unknown): SQLInputValue {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value as SQLInputValue;
}

/**
 * SQLite through node:sqlite (built into Node 24, no native addon to compile).
 * node:sqlite is synchronous; a transaction holds a lock so that other requests' statements
 * never run inside it while it awaits.
 */
export function openSqlite(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new DatabaseSync(path);
  database.exec(
    'PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;',
  );
  let lock: Promise<unknown> = Promise.resolve();

  const direct: Db = {
    dialect: 'sqlite',
    async all<Row>(sql: string, params: readonly unknown[] = []) {
      return database.prepare(sql).all(...params.map(toSqlite)) as Row[];
    },
    async get<Row>(sql: string, params: readonly unknown[] = []) {
      return database.prepare(sql).get(...params.map(toSqlite)) as Row | undefined;
    },
    async run(sql: string, params: readonly unknown[] = []) {
      const result = database.prepare(sql).run(...params.map(toSqlite));
      return { changes: Number(result.changes) };
    },
    async exec(sql: string) {
      database.exec(sql);
    },
    async transaction<T>(work: (tx: Db) => Promise<T>) {
      // Already inside one (a service called within a caller's transaction): join it, as on PostgreSQL.
      if (database.isTransaction) return work(direct);
      database.exec('BEGIN IMMEDIATE');
      try {
        const result = await work(direct);
        database.exec('COMMIT');
        return result;
      } catch (error) {
        database.exec('ROLLBACK');
        throw error;
      }
    },
    async close() {
      database.close();
    },
  };

  // Outside a transaction every call waits for the running transaction (if any) to finish.
  const guarded =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      const next = lock.then(() => call(...args));
      return next;
    };

  return {
    dialect: 'sqlite',
    all: guarded(direct.all) as Db['all'],
    get: guarded(direct.get) as Db['get'],
    run: guarded(direct.run),
    exec: guarded(direct.exec),
    transaction<T>(work: (tx: Db) => Promise<T>) {
      const result = lock.then(() => direct.transaction(work));
      lock = result.catch(() => undefined);
      return result;
    },
    close: guarded(direct.close),
  };
}
