import { afterAll, describe, expect, it } from 'vitest';
import { testDialects } from '../db/test-databases.server';
import type { Db } from '../db/types';
import { seedDemoSignals } from './seed-demo.server';
import { createSignalService } from './signals.server';

const dialects = await testDialects();

describe.each(dialects)('the demo seed on $name', ({ open }) => {
  const opened: Db[] = [];
  afterAll(async () => {
    for (const db of opened) await db.close();
  });

  it('fills an empty database once, and refuses one that already holds signals', async () => {
    const db = await open();
    opened.push(db);
    expect(await createSignalService(db).list([])).toEqual([]);
    expect(await seedDemoSignals(db, 12)).toEqual({ seeded: 12 });
    expect(await createSignalService(db).closedResults()).toHaveLength(12);
    expect(await seedDemoSignals(db, 12)).toMatchObject({ refused: expect.stringMatching(/already holds signals/) });
    expect((await createSignalService(db).history({}, 1)).total).toBe(12);
  });
});
