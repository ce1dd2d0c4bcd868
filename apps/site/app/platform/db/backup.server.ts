import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, backup } from 'node:sqlite';

/*
 * SQLite backups with SQLite's online backup API (node:sqlite's backup()): it copies pages from a live
 * connection and starts over when another process writes meanwhile, so the copy is one consistent
 * snapshot even while the server runs, unlike copying the file (which would miss the WAL or catch a
 * half-written page). PostgreSQL backups are pg_dump's job (docs/deploy.md).
 */

const allPages = 2 ** 31 - 1;

/** `site-2026-11-25T13-40-05-123Z.db`: sortable, and safe in every file system. */
export function backupFileName(at: Date): string {
  return `site-${at.toISOString().replace(/[:.]/g, '-')}.db`;
}

/** Throws unless SQLite finds the file intact. */
export function checkIntegrity(path: string): void {
  const database = new DatabaseSync(path, { readOnly: true });
  try {
    const row = database.prepare('PRAGMA integrity_check').get() as { integrity_check: string } | undefined;
    if (row?.integrity_check !== 'ok') throw new Error(`${path} failed its integrity check: ${row?.integrity_check}`);
  } finally {
    database.close();
  }
}

/** Copies the database at `source` into a new dated file under `directory`, checks it, and returns its path. */
export async function backupSqlite(source: string, directory: string, at = new Date()): Promise<string> {
  if (!existsSync(source)) throw new Error(`No SQLite database at ${source}`);
  mkdirSync(directory, { recursive: true });
  const target = join(directory, backupFileName(at));
  const database = new DatabaseSync(source);
  try {
    // Waits for a writer's lock instead of failing the step.
    database.exec('PRAGMA busy_timeout = 5000');
    // Every page in one step, inside one read transaction: a copy made in small steps starts over each time
    // another process writes, and under steady writes might never finish. In WAL mode readers block no one.
    await backup(database, target, { rate: allPages });
  } finally {
    database.close();
  }
  checkIntegrity(target);
  return target;
}

/**
 * Replaces the database at `target` with the backup at `source` (stop the server first). Through the backup
 * API rather than a file copy, so the target's WAL cannot replay stale pages over the restored ones.
 */
export async function restoreSqlite(source: string, target: string): Promise<void> {
  checkIntegrity(source);
  const database = new DatabaseSync(source, { readOnly: true });
  try {
    await backup(database, target);
  } finally {
    database.close();
  }
  checkIntegrity(target);
}
