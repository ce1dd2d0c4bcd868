import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate.server';
import { NullCharacterError } from './text-params';
import { freshDialects } from '~/platform/test-support/test-helpers.server';

const dialects = await freshDialects();

describe.each(dialects)('database on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('runs queries with ? placeholders and counts changes', async () => {
    const db = await fresh();
    await db.exec('CREATE TABLE notes (id TEXT PRIMARY KEY, body TEXT NOT NULL, n INTEGER NOT NULL)');
    await db.run('INSERT INTO notes (id, body, n) VALUES (?, ?, ?)', ['a', 'first', 1]);
    await db.run('INSERT INTO notes (id, body, n) VALUES (?, ?, ?)', ['b', 'second', 2]);
    expect(await db.get<{ c: number }>('SELECT COUNT(*) AS c FROM notes')).toEqual({ c: 2 });
    expect((await db.run('DELETE FROM notes WHERE id = ?', ['missing'])).changes).toBe(0);
    expect((await db.run('UPDATE notes SET n = n + 1')).changes).toBe(2);
    expect(await db.all('SELECT id, n FROM notes ORDER BY id')).toEqual([
      { id: 'a', n: 2 },
      { id: 'b', n: 3 },
    ]);
  });

  it('refuses a text parameter with U+0000 before the query runs, in a transaction too', async () => {
    const db = await fresh();
    await db.exec('CREATE TABLE notes (id TEXT PRIMARY KEY)');
    await expect(db.get('SELECT id FROM notes WHERE id = ?', ['a\0b'])).rejects.toThrow(NullCharacterError);
    await expect(db.all('SELECT id FROM notes WHERE id = ?', ['\0'])).rejects.toThrow(NullCharacterError);
    await expect(db.run('INSERT INTO notes (id) VALUES (?)', ['\0'])).rejects.toThrow(NullCharacterError);
    await expect(db.transaction((tx) => tx.run('INSERT INTO notes (id) VALUES (?)', ['x\0']))).rejects.toThrow(
      NullCharacterError,
    );
    expect(await db.all('SELECT id FROM notes')).toEqual([]);
    // Other control characters are text the database stores as given (the forms refuse them earlier).
    await db.run('INSERT INTO notes (id) VALUES (?)', ['tab\there']);
    expect(await db.all('SELECT id FROM notes')).toEqual([{ id: 'tab\there' }]);
  });

  it('rolls a failed transaction back', async () => {
    const db = await fresh();
    await db.exec('CREATE TABLE items (id TEXT PRIMARY KEY)');
    await expect(
      db.transaction(async (tx) => {
        await tx.run('INSERT INTO items (id) VALUES (?)', ['x']);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.all('SELECT id FROM items')).toEqual([]);
  });

  it('joins the outer transaction when a transaction is opened inside one', async () => {
    const db = await fresh();
    await db.exec('CREATE TABLE nested (id TEXT PRIMARY KEY)');
    await expect(
      db.transaction(async (tx) => {
        await tx.transaction(async (inner) => inner.run('INSERT INTO nested (id) VALUES (?)', ['a']));
        await tx.run('INSERT INTO nested (id) VALUES (?)', ['b']);
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(await db.all('SELECT id FROM nested')).toEqual([]);
    await db.transaction((tx) => tx.transaction((inner) => inner.run('INSERT INTO nested (id) VALUES (?)', ['c'])));
    expect(await db.all('SELECT id FROM nested')).toEqual([{ id: 'c' }]);
  });

  it('applies each migration once, and stops with a clear error on a broken one', async () => {
    const db = await fresh();
    const first = { id: '900_test', sqlite: 'CREATE TABLE m1 (id TEXT)', postgres: 'CREATE TABLE m1 (id TEXT)' };
    expect(await migrate(db, [first])).toEqual(['900_test']);
    expect(await migrate(db, [first])).toEqual([]);
    const broken = { id: '901_broken', sqlite: 'CREATE TABLE (', postgres: 'CREATE TABLE (' };
    await expect(migrate(db, [first, broken])).rejects.toThrow(/Migration 901_broken failed/);
    expect(await db.get('SELECT id FROM schema_migrations WHERE id = ?', ['901_broken'])).toBeUndefined();
  });
});
