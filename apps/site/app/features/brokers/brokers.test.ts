import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { read } from '~/platform/data-version/data-version.server';
import { testDialects } from '~/platform/db/test-databases.server';
import { freshBrokerServices, sample } from './broker-test-fixtures';

const dialects = await testDialects();

describe.each(dialects)('broker service on $name', ({ open }) => {
  const fresh = freshBrokerServices(open);
  it('seeds the five default brokers once, and never again after they are all deleted', async () => {
    const { brokers } = await fresh();
    expect(await brokers.seedDefaults()).toBe(true);
    const seeded = await brokers.listAll();
    expect(seeded.map((b) => b.name)).toEqual([
      'Atlas Markets',
      'Northbridge FX',
      'Meridian Trade',
      'Harbor Prime',
      'Summit Capital Markets',
    ]);
    expect(seeded.map((b) => b.minDeposit)).toEqual(['$1', '$5', '$100', '$1', '$200']);
    expect(seeded.every((b) => b.isActive)).toBe(true);
    for (const broker of seeded) {
      expect(broker.features.length).toBeGreaterThan(0);
      expect(broker.regulation.length).toBeGreaterThan(0);
      expect(broker.tradingPlatforms.length).toBeGreaterThan(0);
      expect(broker.referralLink).toMatch(/^https:\/\//);
      expect(broker.logo).toMatch(/^\/brokers\/[a-z-]+\.svg$/);
    }
    expect(await brokers.seedDefaults()).toBe(false);
    for (const broker of seeded) expect(await brokers.delete(broker.id)).toBe(true);
    expect(await brokers.seedDefaults()).toBe(false);
    expect(await brokers.listAll()).toEqual([]);
  });

  it('adds a broker as active with a generated id and timestamps, and reads it back', async () => {
    const { brokers } = await fresh();
    const before = Date.now();
    const added = await brokers.add(sample());
    expect(added.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(added.isActive).toBe(true);
    expect(Date.parse(added.createdAt)).toBeGreaterThanOrEqual(before);
    expect(added.updatedAt).toBe(added.createdAt);
    expect(await brokers.getById(added.id)).toEqual(added);
    expect(await brokers.getById('missing')).toBeNull();
    const second = await brokers.add(sample({ name: 'Second' }));
    expect(second.id).not.toBe(added.id);
    expect((await brokers.listAll()).map((b) => b.name)).toEqual(['Test Broker', 'Second']);
  });

  it('refuses invalid input on add and update: non-http URLs, figures out of range, missing names', async () => {
    const { brokers } = await fresh();
    await expect(brokers.add(sample({ website: 'javascript:alert(1)' }))).rejects.toThrow(ZodError);
    await expect(brokers.add(sample({ logo: '//evil.example/x.png' }))).rejects.toThrow(ZodError);
    await expect(brokers.add(sample({ referralLink: 'ftp://x.example/' }))).rejects.toThrow(ZodError);
    await expect(brokers.add(sample({ minSpreadPips: -0.1 }))).rejects.toThrow(ZodError);
    await expect(brokers.add(sample({ name: '  ' }))).rejects.toThrow(ZodError);
    const added = await brokers.add(sample());
    await expect(brokers.update(added.id, { figuresDate: 'yesterday' })).rejects.toThrow(ZodError);
    expect(await brokers.listAll()).toHaveLength(1);
  });

  it('lists only active brokers for the public directory', async () => {
    const { brokers } = await fresh();
    const a = await brokers.add(sample({ name: 'A' }));
    await brokers.add(sample({ name: 'B' }));
    await brokers.toggle(a.id);
    expect((await brokers.listActive()).map((b) => b.name)).toEqual(['B']);
    expect(await brokers.listAll()).toHaveLength(2);
  });

  it('searches name, description and features case-insensitively', async () => {
    const { brokers } = await fresh();
    await brokers.add(sample({ name: 'Alpha FX', description: 'Raw spreads', features: ['Copy Trading'] }));
    await brokers.add(sample({ name: 'Beta Markets', description: 'For BEGINNERS', features: ['Cent accounts'] }));
    const names = async (query: string, options?: Parameters<typeof brokers.search>[1]) =>
      (await brokers.search(query, options)).map((b) => b.name);
    expect(await names('alpha')).toEqual(['Alpha FX']);
    expect(await names('beginners')).toEqual(['Beta Markets']);
    expect(await names('COPY')).toEqual(['Alpha FX']);
    expect(await names('copy', { includeFeatures: false })).toEqual([]);
    expect(await names('')).toEqual(['Alpha FX', 'Beta Markets']);
    expect(await names('"')).toEqual([]);
    expect(await names('nothing')).toEqual([]);
  });

  it('updates by merging fields and refreshing updatedAt; null for an unknown id', async () => {
    const { brokers } = await fresh();
    const added = await brokers.add(sample());
    const updated = await brokers.update(added.id, { name: 'Renamed', tradingPlatforms: ['MT5', '', 'cTrader'] });
    expect(updated).toMatchObject({ id: added.id, name: 'Renamed', description: added.description });
    expect(updated?.tradingPlatforms).toEqual(['MT5', '', 'cTrader']);
    expect(updated?.createdAt).toBe(added.createdAt);
    expect(Date.parse(updated!.updatedAt)).toBeGreaterThan(Date.parse(added.updatedAt));
    expect(await brokers.getById(added.id)).toEqual(updated);
    expect(await brokers.update('missing', { name: 'X' })).toBeNull();
  });

  it("re-activates a broker when an edit saves isActive true (the original's quirk, kept)", async () => {
    const { brokers } = await fresh();
    const added = await brokers.add(sample());
    await brokers.toggle(added.id);
    expect((await brokers.update(added.id, { name: 'Edited', isActive: true }))?.isActive).toBe(true);
  });

  it('toggles isActive and refreshes updatedAt; null for an unknown id', async () => {
    const { brokers } = await fresh();
    const added = await brokers.add(sample());
    const off = await brokers.toggle(added.id);
    expect(off?.isActive).toBe(false);
    expect(Date.parse(off!.updatedAt)).toBeGreaterThan(Date.parse(added.updatedAt));
    expect((await brokers.getById(added.id))?.isActive).toBe(false);
    expect((await brokers.toggle(added.id))?.isActive).toBe(true);
    expect(await brokers.toggle('missing')).toBeNull();
  });

  it('deletes: true only when a broker was removed', async () => {
    const { brokers } = await fresh();
    const added = await brokers.add(sample());
    expect(await brokers.delete(added.id)).toBe(true);
    expect(await brokers.delete(added.id)).toBe(false);
    expect(await brokers.getById(added.id)).toBeNull();
  });

  it('bumps the data version on every write, and not on reads, failed writes or clicks', async () => {
    const { db, brokers } = await fresh();
    let version = await read(db, 'brokers');
    const expectBump = async (bumped: boolean) => {
      const next = await read(db, 'brokers');
      if (bumped) expect(next).toBeGreaterThan(version);
      else expect(next).toBe(version);
      version = next;
    };
    await brokers.seedDefaults();
    await expectBump(true);
    const added = await brokers.add(sample());
    await expectBump(true);
    await brokers.update(added.id, { name: 'New' });
    await expectBump(true);
    await brokers.toggle(added.id);
    await expectBump(true);
    await brokers.listAll();
    await brokers.update('missing', { name: 'X' });
    await brokers.toggle('missing');
    await brokers.delete('missing');
    await brokers.seedDefaults();
    await brokers.recordClick({ brokerId: added.id, ip: '203.0.113.9', referrerPath: '/ib-partners' });
    await expectBump(false);
    await brokers.delete(added.id);
    await expectBump(true);
  });

  it('gives the active list with its data version, re-read as soon as the version moves', async () => {
    const { brokers } = await fresh();
    const a = await brokers.add(sample({ name: 'A' }));
    const first = await brokers.activeSnapshot();
    expect(first.brokers.map((b) => b.name)).toEqual(['A']);
    first.brokers[0]!.features.push('changed by a caller');
    const again = await brokers.activeSnapshot();
    expect(again.version).toBe(first.version);
    expect(again.brokers[0]!.features).toEqual(a.features);
    await brokers.toggle(a.id);
    const after = await brokers.activeSnapshot();
    expect(after.version).toBeGreaterThan(first.version);
    expect(after.brokers).toEqual([]);
  });
});
