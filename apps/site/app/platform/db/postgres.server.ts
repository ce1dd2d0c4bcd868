import postgres from 'postgres';
import { checkTextParams } from './text-params';
import type { Db } from './types';
import { wrapQueries } from './wrap-queries';

/** `?` placeholders (the shared dialect) become `$1, $2, ...` for PostgreSQL. */
export function toPostgresPlaceholders(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}

type Sql = postgres.Sql | postgres.TransactionSql;

/**
 * The advisory-lock key of the migrations: a fixed class plus a hash of the database and search_path,
 * so instances of one database share it while test schemas (each its own search_path) do not.
 */
const migrationLockKey = `${0x55504d /* "UPM" */}, hashtext(current_database() || '/' || current_setting('search_path'))`;

/**
 * Runs `work` holding the migration lock. A session lock lives on one connection, so a reserved
 * connection takes it and only holds it: `work` still runs on the pool, where each migration gets its
 * own transaction. Inside a transaction, a transaction-scoped lock is taken instead.
 */
async function withAdvisoryLock<T>(sql: Sql, work: () => Promise<T>): Promise<T> {
  if (!('reserve' in sql)) {
    await sql.unsafe(`SELECT pg_advisory_xact_lock(${migrationLockKey})`);
    return work();
  }
  const holder = await sql.reserve();
  try {
    await holder.unsafe(`SELECT pg_advisory_lock(${migrationLockKey})`);
    try {
      return await work();
    } finally {
      // Released by hand: the connection goes back to the pool, where a session lock would outlive us.
      await holder.unsafe(`SELECT pg_advisory_unlock(${migrationLockKey})`);
    }
  } finally {
    holder.release();
  }
}

function wrap(sql: Sql, end: () => Promise<void>): Db {
  const db: Db = {
    dialect: 'postgres',
    async all<Row>(query: string, params: readonly unknown[] = []) {
      checkTextParams(params);
      return (await sql.unsafe(
        toPostgresPlaceholders(query),
        params as postgres.ParameterOrJSON<never>[],
      )) as unknown as Row[];
    },
    async get<Row>(query: string, params: readonly unknown[] = []) {
      const rows = await db.all<Row>(query, params);
      return rows[0];
    },
    async run(query: string, params: readonly unknown[] = []) {
      checkTextParams(params);
      const result = await sql.unsafe(toPostgresPlaceholders(query), params as postgres.ParameterOrJSON<never>[]);
      return { changes: result.count };
    },
    async exec(query: string) {
      await sql.unsafe(query);
    },
    async transaction<T>(work: (tx: Db) => Promise<T>) {
      if (!('begin' in sql)) return work(db); // already inside one: PostgreSQL has no nested BEGIN
      return (await sql.begin((tx) => work(wrap(tx, end)))) as T;
    },
    withMigrationLock<T>(work: (db: Db) => Promise<T>) {
      return withAdvisoryLock(sql, () => work(db));
    },
    close: end,
  };
  return db;
}

const poolSize = 10;

/**
 * Counts the calls under way, for /metrics: postgres.js does not expose its pool, and each call holds one
 * connection while it runs (calls beyond the pool's size wait for one, so `active` is capped at `max`).
 */
function countCalls(db: Db, max: number): Db {
  let running = 0;
  const counted =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      running += 1;
      try {
        return await call(...args);
      } finally {
        running -= 1;
      }
    };
  return {
    ...db,
    all: counted(db.all) as Db['all'],
    get: counted(db.get) as Db['get'],
    run: counted(db.run),
    exec: counted(db.exec),
    transaction: counted(db.transaction) as Db['transaction'],
    poolStats: () => ({ active: Math.min(running, max), max }),
  };
}

/** PostgreSQL through postgres.js (pure JavaScript). `schema`, when given, is created and used (tests isolate themselves this way). */
export function openPostgres(url: string, options: { schema?: string } = {}): Db {
  const sql = postgres(url, {
    max: poolSize,
    onnotice: () => {},
    // COUNT(*) and BIGINT come back as numbers, as they do from SQLite.
    types: {
      int8: {
        to: 20,
        from: [20],
        serialize: (value: number) => String(value),
        parse: (value: string) => Number(value),
      },
    },
    connection: options.schema ? { search_path: options.schema } : {},
  });
  const db = countCalls(
    wrap(sql, () => sql.end({ timeout: 5 })),
    poolSize,
  );
  if (!options.schema) return db;
  const ready = sql.unsafe(`CREATE SCHEMA IF NOT EXISTS "${options.schema.replace(/"/g, '')}"`).catch((error) => {
    // Another pool created it at the same moment (IF NOT EXISTS does not cover that race): it exists now.
    if ((error as { code?: string }).code !== '23505') throw error;
  });
  // Every call waits until the schema exists.
  const after =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      await ready;
      return call(...args);
    };
  return {
    dialect: 'postgres',
    ...wrapQueries(db, after),
    transaction: after(db.transaction) as Db['transaction'],
    withMigrationLock: after(db.withMigrationLock) as Db['withMigrationLock'],
    close: db.close,
    poolStats: db.poolStats,
  };
}
