import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { checkTextParams } from './text-params';
import type { Db } from './types';
import { wrapQueries } from './wrap-queries';

function toSqlite(value: unknown): SQLInputValue {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value as SQLInputValue;
}

/** How long a statement waits for another connection's write lock before SQLITE_BUSY. */
const busyTimeoutMs = 5000;
/** How long migrating waits for another instance's migrations (they can take a while on a big table). */
const migrationLockTimeoutMs = 120_000;

// SQLITE_BUSY (5) or one of its extended codes: another connection holds the write lock.
const isBusy = (error: unknown) => ((error as { errcode?: number }).errcode ?? 0) % 256 === 5;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * BEGIN IMMEDIATE (takes the write lock), retried without blocking the event loop: busy_timeout sleeps
 * synchronously, so a second handle in this same process holding the lock could never finish meanwhile.
 */
async function beginImmediateWhenFree(database: DatabaseSync, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  database.exec('PRAGMA busy_timeout = 0');
  try {
    for (;;) {
      try {
        database.exec('BEGIN IMMEDIATE');
        return;
      } catch (error) {
        if (!isBusy(error) || Date.now() > deadline) throw error;
      }
      await pause(5 + Math.random() * 20);
    }
  } finally {
    database.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
  }
}

/**
 * SQLite through node:sqlite (built into Node 24, no native addon to compile).
 * node:sqlite is synchronous; a transaction holds a lock so that other requests' statements
 * never run inside it while it awaits.
 */
export function openSqlite(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new DatabaseSync(path);
  // busy_timeout first: switching a new file to WAL needs a lock another process may be holding.
  database.exec(
    `PRAGMA busy_timeout = ${busyTimeoutMs}; PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;`,
  );
  let lock: Promise<unknown> = Promise.resolve();

  // Already inside one (a service called within a caller's transaction): join it, as on PostgreSQL.
  async function inTransaction<T>(begin: () => void | Promise<void>, work: (tx: Db) => Promise<T>): Promise<T> {
    if (database.isTransaction) return work(direct);
    await begin();
    try {
      const result = await work(direct);
      database.exec('COMMIT');
      return result;
    } catch (error) {
      database.exec('ROLLBACK');
      throw error;
    }
  }

  const direct: Db = {
    dialect: 'sqlite',
    async all<Row>(sql: string, params: readonly unknown[] = []) {
      checkTextParams(params);
      return database.prepare(sql).all(...params.map(toSqlite)) as Row[];
    },
    async get<Row>(sql: string, params: readonly unknown[] = []) {
      checkTextParams(params);
      return database.prepare(sql).get(...params.map(toSqlite)) as Row | undefined;
    },
    async run(sql: string, params: readonly unknown[] = []) {
      checkTextParams(params);
      const result = database.prepare(sql).run(...params.map(toSqlite));
      return { changes: Number(result.changes) };
    },
    async exec(sql: string) {
      database.exec(sql);
    },
    transaction<T>(work: (tx: Db) => Promise<T>) {
      return inTransaction(() => database.exec('BEGIN IMMEDIATE'), work);
    },
    withMigrationLock<T>(work: (db: Db) => Promise<T>) {
      // The write lock of one IMMEDIATE transaction is the lock: other processes' BEGIN IMMEDIATE waits.
      return inTransaction(() => beginImmediateWhenFree(database, migrationLockTimeoutMs), work);
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

  // A transaction holds the lock: later calls queue behind it.
  const exclusive = <T>(call: () => Promise<T>): Promise<T> => {
    const result = lock.then(call);
    lock = result.catch(() => undefined);
    return result;
  };

  return {
    dialect: 'sqlite',
    ...wrapQueries(direct, guarded),
    transaction: <T>(work: (tx: Db) => Promise<T>) => exclusive(() => direct.transaction(work)),
    withMigrationLock: <T>(work: (db: Db) => Promise<T>) => exclusive(() => direct.withMigrationLock(work)),
    close: guarded(direct.close),
  };
}
