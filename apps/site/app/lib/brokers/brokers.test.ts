import { afterAll, describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { testDialects } from '../db/test-databases.server';
import type { Db } from '../db/types';
import type { BrokerInput } from './broker-schema';
import { clickWindow, clickWindowMs, createBrokerService, hashIp } from './brokers.server';

const dialects = await testDialects();

const minute = 60_000;
const day = 86_400_000;

/** A click row written straight to the table, as one stored long ago (or before the dedupe) would be. */
async function insertRawClick(db: Db, brokerId: string, at: Date, ipHash: string | null = null): Promise<void> {
  await db.run(
    'INSERT INTO broker_clicks (id, broker_id, clicked_at, ip_hash, referrer_path, click_window) VALUES (?, ?, ?, ?, ?, ?)',
    [crypto.randomUUID(), brokerId, at.toISOString(), ipHash, null, clickWindow(at)],
  );
}

const rawCount = async (db: Db, where = '1 = 1', params: unknown[] = []) =>
  Number((await db.get<{ c: number }>(`SELECT COUNT(*) AS c FROM broker_clicks WHERE ${where}`, params))?.c);

const sample = (overrides: Partial<BrokerInput> = {}): BrokerInput => ({
  name: 'Test Broker',
  description: 'A broker used in tests',
  website: 'https://test-broker.example/',
  logo: 'https://test-broker.example/logo.png',
  features: ['Copy Trading', 'Free VPS'],
  rating: 4.2,
  minDeposit: '$50',
  leverage: '1:100',
  spreads: 'From 1 pip',
  regulation: ['FCA'],
  tradingPlatforms: ['MT4'],
  accountTypes: ['Standard'],
  contactEmail: 'ib@test-broker.example',
  referralLink: 'https://test-broker.example/ref',
  ...overrides,
});

describe.each(dialects)('broker service on $name', ({ open }) => {
  const opened: Db[] = [];
  const fresh = async () => {
    const db = await open();
    opened.push(db);
    return { db, brokers: createBrokerService(db) };
  };
  afterAll(async () => {
    for (const db of opened) await db.close();
  });

  it('seeds the five default brokers once, and never again after they are all deleted', async () => {
    const { brokers } = await fresh();
    expect(await brokers.seedDefaults()).toBe(true);
    const seeded = await brokers.listAll();
    expect(seeded.map((b) => b.rating)).toEqual([4.8, 4.7, 4.6, 4.5, 4.9]);
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

  it('refuses invalid input on add and update: non-http URLs, ratings outside 0-5, missing names', async () => {
    const { brokers } = await fresh();
    await expect(brokers.add(sample({ website: 'javascript:alert(1)' }))).rejects.toThrow(ZodError);
    await expect(brokers.add(sample({ logo: '//evil.example/x.png' }))).rejects.toThrow(ZodError);
    await expect(brokers.add(sample({ referralLink: 'ftp://x.example/' }))).rejects.toThrow(ZodError);
    await expect(brokers.add(sample({ rating: 5.1 }))).rejects.toThrow(ZodError);
    await expect(brokers.add(sample({ name: '  ' }))).rejects.toThrow(ZodError);
    const added = await brokers.add(sample());
    await expect(brokers.update(added.id, { rating: -1 })).rejects.toThrow(ZodError);
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

  it('re-activates a broker when an edit saves isActive true (spec §4 quirk)', async () => {
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
    const { brokers } = await fresh();
    let version = await brokers.dataVersion();
    const expectBump = async (bumped: boolean) => {
      const next = await brokers.dataVersion();
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

  it('records clicks with a salted IP hash and counts them per broker and in total since a time', async () => {
    const { db, brokers } = await fresh();
    const a = await brokers.add(sample({ name: 'A' }));
    const b = await brokers.add(sample({ name: 'B' }));
    const old = new Date(Date.now() - 60 * 60 * 1000);
    await brokers.recordClick({ brokerId: a.id, ip: '203.0.113.9', referrerPath: '/ib-partners', at: old });
    await brokers.recordClick({ brokerId: a.id, ip: '203.0.113.9', referrerPath: '/ib-partners?sort=rating' });
    await brokers.recordClick({ brokerId: a.id, ip: null, referrerPath: null });
    await brokers.recordClick({ brokerId: b.id, ip: '2001:db8::1', referrerPath: null });
    const since = new Date(Date.now() - 60 * 1000);
    expect(await brokers.countClicksSince(a.id, since)).toBe(2);
    expect(await brokers.countClicksSince(a.id, new Date(0))).toBe(3);
    expect(await brokers.countClicksSince(b.id, since)).toBe(1);
    expect(await brokers.countClicksSince(null, since)).toBe(3);
    expect(await brokers.countClicksSince('missing', since)).toBe(0);
    expect(await brokers.clickCountsSince(since)).toEqual({ [a.id]: 2, [b.id]: 1 });

    const rows = await db.all<{ ip_hash: string | null; referrer_path: string | null }>(
      'SELECT ip_hash, referrer_path FROM broker_clicks WHERE broker_id = ? ORDER BY clicked_at',
      [a.id],
    );
    const hashes = rows.map((row) => row.ip_hash);
    expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(hashes[1]).toBe(hashes[0]);
    expect(hashes[2]).toBeNull();
    expect(JSON.stringify(rows)).not.toContain('203.0.113.9');
    // The salt is a per-install secret: the bare SHA-256 of the IP is not what is stored.
    expect(hashes[0]).not.toBe(hashIp('', '203.0.113.9'));
    expect(rows.map((row) => row.referrer_path)).toEqual(['/ib-partners', '/ib-partners?sort=rating', null]);

    await brokers.delete(a.id);
    expect(await brokers.countClicksSince(a.id, new Date(0))).toBe(0);
  });

  it('refuses a CR/LF referral link on add and update, and stores URLs normalised (finding: CR/LF referral links)', async () => {
    const { db, brokers } = await fresh();
    const crlf = 'https://a.example/\r\nSet-Cookie: x=1';
    await expect(brokers.add(sample({ referralLink: crlf }))).rejects.toThrow(
      'Referral link must not contain control characters',
    );
    const added = await brokers.add(sample({ website: 'HTTPS://Test-Broker.example', referralLink: '' }));
    expect(added.website).toBe('https://test-broker.example/');
    await expect(brokers.update(added.id, { website: 'https://a.example/\u0000' })).rejects.toThrow(ZodError);
    const row = await db.get<{ website: string }>('SELECT website FROM brokers WHERE id = ?', [added.id]);
    expect(row?.website).toBe('https://test-broker.example/');
  });

  it('counts a click at most once per hashed IP, broker and 30-minute window (finding: click-out counting)', async () => {
    const { db, brokers } = await fresh();
    const a = await brokers.add(sample({ name: 'A' }));
    const b = await brokers.add(sample({ name: 'B' }));
    // The start of a window two windows back: every hit below is in the past and its window is known.
    const start = (clickWindow(new Date()) - 2) * clickWindowMs;
    const hit = (brokerId: string, ip: string, offset: number) =>
      brokers.recordClick({ brokerId, ip, referrerPath: null, at: new Date(start + offset) });

    const counted: boolean[] = [];
    for (let i = 0; i < 40; i++) counted.push(await hit(a.id, '203.0.113.9', i * 40_000)); // 40 hits in 26 minutes
    expect(counted.filter(Boolean)).toHaveLength(1);
    expect(counted[0]).toBe(true);
    expect(await brokers.countClicksSince(a.id, new Date(0))).toBe(1);
    expect(await rawCount(db, 'broker_id = ?', [a.id])).toBe(1);

    expect(await hit(a.id, '198.51.100.7', 60_000)).toBe(true); // another visitor
    expect(await hit(b.id, '203.0.113.9', 60_000)).toBe(true); // another broker
    expect(await brokers.countClicksSince(a.id, new Date(0))).toBe(2);
    expect(await hit(a.id, '203.0.113.9', 31 * minute)).toBe(true); // 31 minutes after the first hit
    expect(await brokers.countClicksSince(a.id, new Date(0))).toBe(3);
    expect(await brokers.clickCountsSince(new Date(0))).toEqual({ [a.id]: 3, [b.id]: 1 });
  });

  it('counts hits without a known IP as one shared visitor per broker and window, keeping no hash', async () => {
    const { db, brokers } = await fresh();
    const a = await brokers.add(sample());
    const at = new Date((clickWindow(new Date()) - 1) * clickWindowMs);
    expect(await brokers.recordClick({ brokerId: a.id, ip: null, referrerPath: null, at })).toBe(true);
    const again = new Date(at.getTime() + minute);
    expect(await brokers.recordClick({ brokerId: a.id, ip: null, referrerPath: null, at: again })).toBe(false);
    expect(await brokers.countClicksSince(a.id, new Date(0))).toBe(1);
    expect(await rawCount(db, 'ip_hash IS NULL')).toBe(1);
  });

  it('counts 20 parallel hits from one IP once (an atomic check-and-insert)', async () => {
    const { brokers } = await fresh();
    const a = await brokers.add(sample());
    const at = new Date();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        brokers.recordClick({ brokerId: a.id, ip: '203.0.113.9', referrerPath: null, at }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await brokers.countClicksSince(a.id, new Date(0))).toBe(1);
  });

  it('folds raw rows older than 90 days into daily totals, leaving every count unchanged', async () => {
    const { db, brokers } = await fresh();
    const a = await brokers.add(sample({ name: 'A' }));
    const b = await brokers.add(sample({ name: 'B' }));
    const now = new Date();
    const midnight = Math.floor(now.getTime() / day) * day;
    const day100 = midnight - 100 * day; // folded
    const day95 = midnight - 95 * day; // folded
    for (const hour of [1, 2, 3]) await insertRawClick(db, a.id, new Date(day100 + hour * 3_600_000));
    await insertRawClick(db, a.id, new Date(day95 + 3_600_000));
    for (const hour of [5, 6]) await insertRawClick(db, b.id, new Date(day100 + hour * 3_600_000));
    await insertRawClick(db, b.id, new Date(now.getTime() - 89 * day)); // kept raw
    await insertRawClick(db, a.id, new Date(now.getTime() - day)); // kept raw

    const counts = async () => ({
      all: await brokers.countClicksSince(null, new Date(0)),
      a: await brokers.countClicksSince(a.id, new Date(0)),
      fromDay95: await brokers.countClicksSince(null, new Date(day95)),
      perBroker: await brokers.clickCountsSince(new Date(0)),
      last30Days: await brokers.clickCountsSince(new Date(now.getTime() - 30 * day)),
    });
    const before = await counts();
    expect(before).toMatchObject({ all: 8, a: 5, fromDay95: 3, perBroker: { [a.id]: 5, [b.id]: 3 } });

    expect(await brokers.foldOldClicks(now)).toBe(6);
    const cutoff = new Date(now.getTime() - 90 * day).toISOString();
    expect(await rawCount(db, 'clicked_at < ?', [cutoff])).toBe(0);
    expect(await rawCount(db)).toBe(2);
    const daily = await db.all<{ broker_id: string; day: string; clicks: number }>(
      'SELECT broker_id, day, clicks FROM broker_click_daily ORDER BY day, broker_id',
    );
    const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
    expect(daily.map((row) => ({ ...row, clicks: Number(row.clicks) }))).toEqual(
      [
        { broker_id: a.id, day: iso(day100), clicks: 3 },
        { broker_id: b.id, day: iso(day100), clicks: 2 },
        { broker_id: a.id, day: iso(day95), clicks: 1 },
      ].sort((x, y) => x.day.localeCompare(y.day) || x.broker_id.localeCompare(y.broker_id)),
    );
    expect(await counts()).toEqual(before);

    // Folding again finds nothing; a later fold of the same day adds to its total.
    expect(await brokers.foldOldClicks(now)).toBe(0);
    await insertRawClick(db, a.id, new Date(day100 + 4 * 3_600_000));
    expect(await brokers.foldOldClicks(now)).toBe(1);
    expect(await brokers.countClicksSince(a.id, new Date(0))).toBe(6);

    // A deleted broker's daily totals go with it, as its raw clicks do.
    await brokers.delete(a.id);
    expect(await brokers.countClicksSince(null, new Date(0))).toBe(3);
  });

  it('folds a large backlog in bounded batches', async () => {
    const { db, brokers } = await fresh();
    const a = await brokers.add(sample());
    const old = new Date(Date.now() - 200 * day).toISOString();
    await db.run(
      'WITH RECURSIVE n (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2500) ' +
        "INSERT INTO broker_clicks (id, broker_id, clicked_at) SELECT 'old-' || i, ?, ? FROM n",
      [a.id, old],
    );
    expect(await rawCount(db)).toBe(2500);
    expect(await brokers.foldOldClicks()).toBe(2500);
    expect(await rawCount(db)).toBe(0);
    expect(await brokers.countClicksSince(a.id, new Date(0))).toBe(2500);
  });

  it('folds old rows from recordClick at most once an hour', async () => {
    const { db, brokers } = await fresh();
    const a = await brokers.add(sample());
    const old = () => new Date(Date.now() - 100 * day);
    const click = (ip: string) => brokers.recordClick({ brokerId: a.id, ip, referrerPath: null });
    await insertRawClick(db, a.id, old());
    await click('203.0.113.1');
    expect(await rawCount(db)).toBe(1); // the old row was folded by the first click
    await insertRawClick(db, a.id, old());
    await click('203.0.113.2');
    expect(await rawCount(db)).toBe(3); // not again within the hour
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61 * minute);
      await click('203.0.113.3');
      expect(await rawCount(db)).toBe(3); // two recent rows and this one; the old row is folded
      expect(await rawCount(db, 'clicked_at < ?', [new Date(Date.now() - 90 * day).toISOString()])).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    expect(await brokers.countClicksSince(a.id, new Date(0))).toBe(5);
  });
});
