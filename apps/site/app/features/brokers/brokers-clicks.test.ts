import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { testDialects } from '~/platform/db/test-databases.server';
import { day, freshBrokerServices, insertRawClick, minute, rawCount, sample } from './broker-test-fixtures';
import { clickWindow, clickWindowMs } from './brokers.server';

const dialects = await testDialects();

describe.each(dialects)('broker click-outs on $name', ({ open }) => {
  const fresh = freshBrokerServices(open);
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
    expect(hashes[0]).not.toBe(createHash('sha256').update('203.0.113.9').digest('hex'));
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
