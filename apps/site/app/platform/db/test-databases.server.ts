import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { openDatabase } from './db.server';
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

/** A fresh, migrated PostgreSQL schema of its own, dropped when the returned db is closed. */
export async function freshPostgres(): Promise<Db> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const db = await openDatabase(testPostgresUrl, { schema });
  const close = db.close;
  return {
    ...db,
    async close() {
      await db.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await close();
    },
  };
}

/** The dialects to run a suite on: SQLite always, PostgreSQL when its server answers. */
export async function testDialects(): Promise<Array<{ name: 'sqlite' | 'postgres'; open: () => Promise<Db> }>> {
  const dialects: Array<{ name: 'sqlite' | 'postgres'; open: () => Promise<Db> }> = [
    { name: 'sqlite', open: freshSqlite },
  ];
  if (await postgresAvailable()) dialects.push({ name: 'postgres', open: freshPostgres });
  return dialects;
}
