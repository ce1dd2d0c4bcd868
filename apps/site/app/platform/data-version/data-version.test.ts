import { afterAll, describe, expect, it } from 'vitest';
import { freshDialects } from '~/platform/test-support/test-helpers.server';
import { bump, perVersion, read } from './data-version.server';

const dialects = await freshDialects();

describe.each(dialects)('the data version on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('moves one data set by one per bump and leaves the others', async () => {
    const db = await fresh();
    const brokers = await read(db, 'brokers');
    const signals = await read(db, 'signals');
    await bump(db, 'brokers');
    await db.transaction(async (tx) => bump(tx, 'brokers'));
    expect(await read(db, 'brokers')).toBe(brokers + 2);
    expect(await read(db, 'signals')).toBe(signals);
  });

  it('takes the bump back with its transaction', async () => {
    const db = await fresh();
    const before = await read(db, 'webinars');
    await db
      .transaction(async (tx) => {
        await bump(tx, 'webinars');
        throw new Error('the write after it failed');
      })
      .catch(() => undefined);
    expect(await read(db, 'webinars')).toBe(before);
  });

  it('reads 0 for a data set with no row yet, and its first bump makes it 1', async () => {
    const db = await fresh();
    await db.run('DELETE FROM data_version WHERE name = ?', ['webinars']);
    expect(await read(db, 'webinars')).toBe(0);
    await bump(db, 'webinars');
    expect(await read(db, 'webinars')).toBe(1);
  });

  it('counts every one of parallel bumps', async () => {
    const db = await fresh();
    const before = await read(db, 'signals');
    await Promise.all(Array.from({ length: 20 }, () => db.transaction((tx) => bump(tx, 'signals'))));
    expect(await read(db, 'signals')).toBe(before + 20);
  });
});

describe('a value kept per version', () => {
  it('loads once per version and again when the version moves', async () => {
    let loads = 0;
    const kept = perVersion(async () => (loads += 1));
    expect(await kept('v1')).toBe(1);
    expect(await kept('v1')).toBe(1);
    expect(await kept('v2')).toBe(2);
    expect(loads).toBe(2);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const kept = perVersion(async () => {
      if (fail) throw new Error('database away');
      return 'read';
    });
    await expect(kept('v1')).rejects.toThrow('database away');
    fail = false;
    expect(await kept('v1')).toBe('read');
  });
});
