import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db.server';
import { migrations } from './migrations/index.server';
import { postgresAvailable, testPostgresUrl } from './test-databases.server';
import type { Db } from './types';

const trials = 10;
const expectedIds = migrations.map((migration) => migration.id).sort();

/** Two "instances" of one empty database: each opens its own connection(s) and migrates at once. */
interface Target {
  name: string;
  /** Returns a way to open the same empty database, and a clean-up. */
  empty: () => { open: () => Promise<Db>; cleanUp: (db: Db) => Promise<void> };
}

const sqlite: Target = {
  name: 'sqlite',
  empty: () => {
    const dir = mkdtempSync(join(tmpdir(), 'upm-race-'));
    // Each openDatabase call makes its own DatabaseSync handle on the same file, as two processes would.
    return {
      open: () => openDatabase(`file:${join(dir, 'race.db')}`),
      cleanUp: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
};

const postgres: Target = {
  name: 'postgres',
  empty: () => {
    const schema = `t_race_${randomBytes(6).toString('hex')}`;
    // Each openDatabase call makes its own connection pool, as two server processes would.
    return {
      open: () => openDatabase(testPostgresUrl, { schema }),
      cleanUp: (db) => db.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`),
    };
  },
};

const targets = (await postgresAvailable()) ? [sqlite, postgres] : [sqlite];

describe.each(targets)('migrations started by two instances at once on $name', (target) => {
  const opened: Db[] = [];
  afterAll(async () => {
    for (const db of opened.splice(0)) await db.close();
  });

  it(`both succeed and record each migration once (${trials} trials)`, async () => {
    for (let trial = 0; trial < trials; trial++) {
      const { open, cleanUp } = target.empty();
      const results = await Promise.allSettled([open(), open()]);
      const dbs = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      opened.push(...dbs);
      const failures = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
      expect(failures, `trial ${trial}`).toEqual([]);
      const rows = await dbs[0]!.all<{ id: string; n: number }>(
        'SELECT id, COUNT(*) AS n FROM schema_migrations GROUP BY id ORDER BY id',
      );
      expect(rows).toEqual(expectedIds.map((id) => ({ id, n: 1 })));
      await cleanUp(dbs[0]!);
    }
  }, 60_000);
});

/** Runs `pnpm db:migrate` (the same start-up migration as the server) as its own process. */
function migrateInProcess(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const siteDir = fileURLToPath(new URL('../../..', import.meta.url));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/db-migrate.ts'], {
      cwd: siteDir,
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('migrations started by two processes at once on one new SQLite file', () => {
  // Separate processes wait on SQLite's own lock (busy_timeout), not on the in-process retry above.
  it('both succeed (5 trials)', async () => {
    for (let trial = 0; trial < 5; trial++) {
      const dir = mkdtempSync(join(tmpdir(), 'upm-race-'));
      const url = `file:${join(dir, 'race.db')}`;
      const results = await Promise.all([migrateInProcess(url), migrateInProcess(url)]);
      expect(
        results.map((result) => result.code),
        results.map((result) => result.output).join('\n'),
      ).toEqual([0, 0]);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
