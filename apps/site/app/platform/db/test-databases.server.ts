import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { openDatabase } from './db.server';
import { migrations } from './migrations/index.server';
import type { Db } from './types';

/** The PostgreSQL server the tests use: TEST_POSTGRES_URL, else the local one (database `test`). */
export const testPostgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let postgresAnswers: Promise<boolean> | undefined;

/** Whether the test PostgreSQL server answers; in CI it must, elsewhere its tests are skipped with a notice. */
export function postgresAvailable(): Promise<boolean> {
  postgresAnswers ??= (async () => {
    const sql = postgres(testPostgresUrl, { max: 1, connect_timeout: 2, onnotice: () => {} });
    try {
      await sql`SELECT 1`;
      return true;
    } catch {
      if (process.env.CI) throw new Error(`CI needs PostgreSQL at ${testPostgresUrl} for the PostgreSQL tests`);
      console.warn(`[tests] PostgreSQL not reachable at ${testPostgresUrl}: skipping the PostgreSQL variants.`);
      return false;
    } finally {
      await sql.end({ timeout: 1 });
    }
  })();
  return postgresAnswers;
}

/** A fresh, migrated SQLite database in a temporary file. */
export function freshSqlite(): Promise<Db> {
  const dir = mkdtempSync(join(tmpdir(), 'upm-test-'));
  return openDatabase(`file:${join(dir, 'test.db')}`);
}

/** The URL of another database on the test PostgreSQL server. */
function testDatabaseUrl(database: string): string {
  const url = new URL(testPostgresUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs `work` on one short-lived connection to the test server's own database (CREATE and DROP DATABASE). */
async function onServer<T>(work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(testPostgresUrl, { max: 1, onnotice: () => {} });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Test databases are named with the second they were made, so a later run can tell leftovers from live ones. */
const testDatabasePrefix = 'upm_test_db_';
const leftoverAgeSeconds = 6 * 3600;

let template: Promise<string> | undefined;

/**
 * A database with every migration applied, made once per set of migrations and copied for each test: a copy takes
 * about 30 ms where migrating a new schema takes 200 ms on a quiet machine and seconds on a loaded one, and dropping
 * a whole database leaves no dead rows in the server's catalogs, which a schema per test did (the server here runs
 * without autovacuum). Named by a hash of the migrations, so a changed migration makes a new one; workers wait on an
 * advisory lock while one of them makes it, and it gets its name only once migrated.
 */
function migratedTemplate(): Promise<string> {
  template ??= onServer(async (sql) => {
    const hash = createHash('sha256');
    for (const migration of migrations) hash.update(`${migration.id}\0${migration.postgres}\0`);
    const name = `upm_test_template_${hash.digest('hex').slice(0, 16)}`;
    await sql`SELECT pg_advisory_lock(hashtext('upm test template'))`;
    try {
      const [found] = await sql`SELECT 1 FROM pg_database WHERE datname = ${name}`;
      if (!found) {
        const building = `${name}_building`;
        await sql.unsafe(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
        await sql.unsafe(`CREATE DATABASE "${building}"`);
        const db = await openDatabase(testDatabaseUrl(building));
        await db.close();
        await sql.unsafe(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
        await dropLeftovers(sql, name);
      }
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext('upm test template'))`;
    }
    return name;
  });
  return template;
}

/** Templates of older migrations, and test databases a killed run never dropped. In use: left for next time. */
async function dropLeftovers(sql: postgres.Sql, keep: string): Promise<void> {
  const rows = await sql<{ datname: string }[]>`
    SELECT datname FROM pg_database WHERE datname LIKE 'upm\_test\_%' AND datname <> ${keep}`;
  const now = Date.now() / 1000;
  for (const { datname } of rows) {
    const made = Number(datname.startsWith(testDatabasePrefix) ? datname.split('_')[3] : 0);
    if (datname.startsWith(testDatabasePrefix) && now - made < leftoverAgeSeconds) continue;
    await sql.unsafe(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => {});
  }
}

/** A new copy of the migrated template, by name. */
async function copyOfTemplate(): Promise<string> {
  const source = await migratedTemplate();
  const name = `${testDatabasePrefix}${Math.floor(Date.now() / 1000)}_${randomBytes(5).toString('hex')}`;
  await onServer(async (sql) => {
    await sql.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${source}"`);
    // A test needs no commit to survive a crash of the server: not waiting for each one's disk flush keeps the
    // suites off the disk.
    await sql.unsafe(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  });
  return name;
}

const dropDatabase = (name: string) =>
  // FORCE: a second handle a test forgot to close must not leave the database behind.
  onServer((sql) => sql.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

/**
 * Creating and dropping a database each wait a third of a second here on the server's disk flushes, not on work:
 * the next test's copy is made while the current test runs, and drops run in the background, so a suite waits on
 * neither. After each test file, `settlePostgres` (vitest.setup.ts) drops the spare copy and waits for the drops.
 */
let spare: Promise<string> | undefined;
const drops = new Set<Promise<unknown>>();

function track(promise: Promise<unknown>): void {
  const settled = promise.catch(() => {}).finally(() => drops.delete(settled));
  drops.add(settled);
}

/** A fresh, migrated PostgreSQL database of its own (a copy of the migrated template), dropped when closed. */
export async function freshPostgres(): Promise<Db> {
  const name = await (spare ?? copyOfTemplate());
  spare = copyOfTemplate();
  // An unused spare that failed is only noticed when it is taken.
  spare.catch(() => {});
  const db = await openDatabase(testDatabaseUrl(name));
  return {
    ...db,
    async close() {
      await db.close();
      track(dropDatabase(name));
    },
  };
}

/** Drops the spare copy and waits for every pending drop. */
export async function settlePostgres(): Promise<void> {
  const unused = spare;
  spare = undefined;
  if (unused) track(unused.then(dropDatabase));
  await Promise.all(drops);
}

/** Another handle on the same PostgreSQL test database (a second instance of the site); close it first. */
export async function secondPostgresHandle(db: Db): Promise<Db> {
  const row = await db.get<{ name: string }>('SELECT current_database() AS name');
  return openDatabase(testDatabaseUrl(row!.name));
}

/** The dialects to run a suite on: SQLite always, PostgreSQL when its server answers. */
export async function testDialects(): Promise<Array<{ name: 'sqlite' | 'postgres'; open: () => Promise<Db> }>> {
  const dialects: Array<{ name: 'sqlite' | 'postgres'; open: () => Promise<Db> }> = [
    { name: 'sqlite', open: freshSqlite },
  ];
  if (await postgresAvailable()) dialects.push({ name: 'postgres', open: freshPostgres });
  return dialects;
}
