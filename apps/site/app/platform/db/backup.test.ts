import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { backupFileName, backupSqlite, restoreSqlite } from './backup.server';

// Another process writes batches of ten rows, each batch in one transaction, as fast as it can: a backup
// that is one consistent snapshot holds only whole batches.
const writer = `
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(process.argv[1]);
db.exec('PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL');
const insert = db.prepare('INSERT INTO rows (batch, payload) VALUES (?, ?)');
let batch = 0;
process.stdout.write('writing\\n');
setInterval(() => {
  batch += 1;
  db.exec('BEGIN IMMEDIATE');
  for (let i = 0; i < 10; i++) insert.run(batch, 'x'.repeat(200 + i));
  db.exec('COMMIT');
}, 1);`;

function rowsOf(path: string): { batches: Map<number, number>; total: number } {
  const database = new DatabaseSync(path, { readOnly: true });
  try {
    const counts = database.prepare('SELECT batch, COUNT(*) AS n FROM rows GROUP BY batch').all() as {
      batch: number;
      n: number;
    }[];
    const batches = new Map(counts.map((row) => [row.batch, row.n]));
    return { batches, total: counts.reduce((sum, row) => sum + row.n, 0) };
  } finally {
    database.close();
  }
}

describe('SQLite backups', () => {
  it('back up a database while another process writes to it, and restore it intact', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'upm-backup-'));
    const live = join(dir, 'site.db');
    const setup = new DatabaseSync(live);
    setup.exec('PRAGMA journal_mode = WAL; CREATE TABLE rows (id INTEGER PRIMARY KEY, batch INTEGER, payload TEXT)');
    setup.close();

    const child = spawn(process.execPath, ['-e', writer, live], { stdio: ['ignore', 'pipe', 'inherit'] });
    await once(child.stdout!, 'data');
    await new Promise((resolve) => setTimeout(resolve, 300));
    let backups: string[];
    try {
      backups = [
        await backupSqlite(live, join(dir, 'backups'), new Date('2026-11-25T13:40:05.123Z')),
        await backupSqlite(live, join(dir, 'backups'), new Date('2026-11-25T13:40:06.000Z')),
      ];
    } finally {
      child.kill();
      await once(child, 'exit');
    }

    expect(basename(backups[0]!)).toBe('site-2026-11-25T13-40-05-123Z.db');
    const first = rowsOf(backups[0]!);
    const second = rowsOf(backups[1]!);
    expect(first.total).toBeGreaterThan(0);
    // Writes went on between the two backups, and neither caught a transaction half done.
    expect(second.total).toBeGreaterThan(first.total);
    for (const copy of [first, second]) expect([...copy.batches.values()].every((n) => n === 10)).toBe(true);

    // Restored over the live file (which has moved on since), it holds exactly the backup's rows again.
    expect(rowsOf(live).total).toBeGreaterThan(second.total);
    await restoreSqlite(backups[0]!, live);
    expect(rowsOf(live)).toEqual(first);
  });

  it('names backups by the time they were made, sortably', () => {
    const names = [new Date('2026-01-02T03:04:05Z'), new Date('2026-11-25T00:00:00Z')].map(backupFileName);
    expect([...names].sort()).toEqual(names);
    expect(names[0]).toMatch(/^site-2026-01-02T03-04-05-000Z\.db$/);
  });
});
