import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { migrations } from './migrations/index.server';
import {
  freshPostgres,
  postgresAvailable,
  secondPostgresHandle,
  settlePostgres,
  testPostgresUrl,
} from './test-databases.server';

describe.runIf(await postgresAvailable())('PostgreSQL test databases', () => {
  it('are copies of one migrated template, each its own database, shared by a second handle and dropped on close', async () => {
    const first = await freshPostgres();
    const other = await freshPostgres();
    const name = (await first.get<{ name: string }>('SELECT current_database() AS name'))!.name;
    const otherName = (await other.get<{ name: string }>('SELECT current_database() AS name'))!.name;
    expect(otherName).not.toBe(name);
    const applied = await first.all<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(applied.map((row) => row.id)).toEqual(migrations.map((migration) => migration.id).sort());

    await first.run(
      'INSERT INTO contact_messages (id, name, email, subject, message, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ['m1', 'Ann', 'ann@example.com', 'Hello', 'A message', new Date().toISOString()],
    );
    const second = await secondPostgresHandle(first);
    expect(await second.get('SELECT id FROM contact_messages')).toEqual({ id: 'm1' });
    expect(await other.get('SELECT id FROM contact_messages')).toBeUndefined();
    await second.close();
    await Promise.all([first.close(), other.close()]);
    await settlePostgres();

    const server = postgres(testPostgresUrl, { max: 1, onnotice: () => {} });
    try {
      expect(await server`SELECT 1 FROM pg_database WHERE datname IN (${name}, ${otherName})`).toHaveLength(0);
    } finally {
      await server.end();
    }
  });
});
