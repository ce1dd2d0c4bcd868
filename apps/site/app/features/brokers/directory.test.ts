import { afterAll, describe, expect, it, vi } from 'vitest';
import { testDialects } from '~/platform/db/test-databases.server';
import type { Db } from '~/platform/db/types';
import type { Broker } from './broker-schema';
import { createBrokerService } from './brokers.server';
import { clickOut } from './click-out.server';
import { depositAmount } from './directory';
import {
  buildDirectory,
  canonicalDirectorySearch,
  directoryOptions,
  loadDirectory,
  parseDirectoryQuery,
  sameOriginReferrerPath,
} from './directory.server';
import { defaultBrokerDetails } from './seed-broker-details.server';
import { defaultBrokers } from './seed-brokers.server';

const brokers: Broker[] = defaultBrokers.map((input, index) => ({
  ...input,
  ...defaultBrokerDetails[input.name]!,
  slug: `broker-${index}`,
  id: `b${index}`,
  isActive: true,
  createdAt: new Date(index).toISOString(),
  updatedAt: new Date(index).toISOString(),
}));
const query = (search: string) => parseDirectoryQuery(new URLSearchParams(search));

describe('the public directory', () => {
  it('reduces a query to its canonical form: the page cache key, so junk parameters cannot flood the cache', () => {
    const options = directoryOptions(brokers);
    const canonical = (search: string) => canonicalDirectorySearch(new URLSearchParams(search), options);
    expect(canonical('')).toBe('');
    expect(canonical('cb=123&utm_source=x&sort=rating')).toBe('');
    expect(canonical('sort=deposit&platform=mt5&junk=1')).toBe('?platform=MT5&sort=deposit');
    expect(canonical('regulator=fca&maxDeposit=100&platform=MT5')).toBe('?platform=MT5&regulator=FCA&maxDeposit=100');
    // Values no broker has are dropped, so random values cannot make new entries either.
    expect(canonical(`platform=${'x'.repeat(90)}&regulator=nobody&maxDeposit=77`)).toBe('');
    const keys = new Set(Array.from({ length: 200 }, (_, i) => canonical(`cb=${i}&platform=rnd${i}&sort=deposit`)));
    expect(keys).toEqual(new Set(['?sort=deposit']));
  });

  it('reads filters from the URL, ignoring malformed values', () => {
    expect(query('')).toEqual({ sort: 'rating' });
    expect(query('platform=MT5&regulator=FCA&maxDeposit=100&sort=deposit')).toEqual({
      platform: 'MT5',
      regulator: 'FCA',
      maxDeposit: 100,
      sort: 'deposit',
    });
    expect(query('platform=&maxDeposit=77&sort=evil')).toEqual({ sort: 'rating' });
  });

  it('reads amounts out of free-text deposits', () => {
    expect(depositAmount('$1')).toBe(1);
    expect(depositAmount('$1,000')).toBe(1000);
    expect(depositAmount('From 100 USD')).toBe(100);
    expect(depositAmount('None')).toBeNull();
  });

  it('sorts by computed rating by default and by minimum deposit on request', () => {
    expect(buildDirectory(brokers, query('')).brokers.map((b) => b.rating)).toEqual([4.8, 4.8, 4.5, 3.7, 1.3]);
    expect(buildDirectory(brokers, query('sort=deposit')).brokers.map((b) => b.minDeposit)).toEqual([
      '$1',
      '$1',
      '$5',
      '$100',
      '$200',
    ]);
  });

  it('filters by platform, regulator and highest minimum deposit, and lists the options', () => {
    const all = buildDirectory(brokers, query(''));
    expect(all.platforms).toEqual(['cTrader', 'MT4', 'MT5']);
    expect(all.regulators).toContain('FCA');
    expect(buildDirectory(brokers, query('platform=ctrader')).brokers.map((b) => b.name)).toEqual([
      'Northbridge FX',
      'Summit Capital Markets',
      'Meridian Trade',
    ]);
    expect(buildDirectory(brokers, query('regulator=FCA')).brokers).toHaveLength(2);
    expect(
      buildDirectory(brokers, query('maxDeposit=10'))
        .brokers.map((b) => b.minDeposit)
        .sort(),
    ).toEqual(['$1', '$1', '$5']);
    const none = buildDirectory(brokers, query('platform=MT4&regulator=DFSA'));
    expect(none.brokers).toEqual([]);
    expect(none.total).toBe(5);
  });

  it('links Start Trading to /go/<id> and exposes only the fields a card shows', () => {
    const [card] = buildDirectory([{ ...brokers[0]!, id: 'a b' }], query('')).brokers;
    expect(card?.startHref).toBe('/go/a%20b');
    expect(card?.website).toBe('https://www.atlasmarkets.example/');
    expect(card).not.toHaveProperty('contactEmail');
    expect(card).not.toHaveProperty('referralLink');
    const bare = buildDirectory([{ ...brokers[0]!, website: '', referralLink: '' }], query('')).brokers[0];
    expect(bare?.startHref).toBeNull();
    expect(bare?.website).toBeNull();
  });

  it('shows the empty state and logs the failure when loading fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await loadDirectory(() => Promise.reject(new Error('database down')), query('sort=deposit'));
    expect(result).toMatchObject({ brokers: [], total: 0, failed: true, version: null });
    expect(error).toHaveBeenCalledWith(
      '[ib-partners] could not load the broker directory',
      { query: { sort: 'deposit' } },
      expect.any(Error),
    );
  });

  it('keeps only same-origin referrers, as a path', () => {
    const request = (referer?: string) =>
      new Request('http://localhost:3300/go/x', { headers: referer ? { referer } : {} });
    expect(sameOriginReferrerPath(request('http://localhost:3300/ib-partners?sort=deposit'))).toBe(
      '/ib-partners?sort=deposit',
    );
    expect(sameOriginReferrerPath(request('https://elsewhere.example/page'))).toBeNull();
    expect(sameOriginReferrerPath(request('not a url'))).toBeNull();
    expect(sameOriginReferrerPath(request())).toBeNull();
  });
});

const dialects = await testDialects();

describe.each(dialects)('click-out on $name', ({ open }) => {
  const opened: Db[] = [];
  afterAll(async () => {
    for (const db of opened) await db.close();
  });
  const setup = async () => {
    const db = await open();
    opened.push(db);
    const service = createBrokerService(db);
    await service.seedDefaults();
    return { db, service, all: await service.listAll() };
  };

  it('records the click and redirects to the referral link, with noindex and no-referrer', async () => {
    const { db, service, all } = await setup();
    const broker = all[0]!;
    const request = new Request(`http://localhost/go/${broker.id}`, {
      headers: { referer: 'http://localhost/ib-partners?platform=MT5' },
    });
    const response = await clickOut(service, broker.id, request, { clientIp: '198.51.100.7' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(broker.referralLink);
    expect(response.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await service.countClicksSince(broker.id, new Date(Date.now() - 60_000))).toBe(1);
    const row = await db.get<{ ip_hash: string; referrer_path: string }>(
      'SELECT ip_hash, referrer_path FROM broker_clicks WHERE broker_id = ?',
      [broker.id],
    );
    expect(row?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.referrer_path).toBe('/ib-partners?platform=MT5');
  });

  it('falls back to the website when there is no referral link', async () => {
    const { service, all } = await setup();
    const broker = (await service.update(all[1]!.id, { referralLink: '' }))!;
    const response = await clickOut(service, broker.id, new Request('http://localhost/go/x'), { clientIp: '' });
    expect(response.headers.get('location')).toBe(broker.website);
  });

  it('answers 404 for an unknown or inactive broker, and counts nothing', async () => {
    const { service, all } = await setup();
    expect((await clickOut(service, 'nope', new Request('http://localhost/go/nope'), { clientIp: '' })).status).toBe(
      404,
    );
    await service.toggle(all[2]!.id);
    const inactive = await clickOut(service, all[2]!.id, new Request('http://localhost/go/x'), { clientIp: '' });
    expect(inactive.status).toBe(404);
    expect(inactive.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(await service.countClicksSince(null, new Date(0))).toBe(0);
  });

  it('does not count HEAD requests or prefetches', async () => {
    const { service, all } = await setup();
    const id = all[0]!.id;
    await clickOut(service, id, new Request('http://localhost/go/x', { method: 'HEAD' }), { clientIp: '' });
    await clickOut(service, id, new Request('http://localhost/go/x', { headers: { 'sec-purpose': 'prefetch' } }), {
      clientIp: '',
    });
    expect(await service.countClicksSince(id, new Date(0))).toBe(0);
  });

  it('answers 404, not 500, for a CR/LF target written straight into the database, else falls back to the website', async () => {
    const { db, service, all } = await setup();
    const broker = all[0]!;
    const crlf = 'https://a.example/\r\nSet-Cookie: x=1';
    await db.run('UPDATE brokers SET referral_link = ?, website = ? WHERE id = ?', [crlf, crlf, broker.id]);
    const request = () => new Request(`http://localhost/go/${broker.id}`);
    const response = await clickOut(service, broker.id, request(), { clientIp: '198.51.100.7' });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Broker not found');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await service.countClicksSince(broker.id, new Date(0))).toBe(0);
    // The public card offers no Start Trading link that would only 404.
    expect(buildDirectory([(await service.getById(broker.id))!], query('')).brokers[0]?.startHref).toBeNull();

    await db.run('UPDATE brokers SET website = ? WHERE id = ?', ['https://Fallback.example', broker.id]);
    const fallback = await clickOut(service, broker.id, request(), { clientIp: '198.51.100.7' });
    expect(fallback.status).toBe(302);
    expect(fallback.headers.get('location')).toBe('https://fallback.example/');
  });

  it('counts one click per visitor, broker and 30 minutes, and none from known bots (still redirected)', async () => {
    const { service, all } = await setup();
    const id = all[0]!.id;
    const go = (clientIp: string, userAgent?: string) =>
      clickOut(
        service,
        id,
        new Request(`http://localhost/go/${id}`, { headers: userAgent ? { 'user-agent': userAgent } : {} }),
        { clientIp },
      );
    const browser =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    for (let i = 0; i < 5; i++) expect((await go('198.51.100.7', browser)).status).toBe(302);
    expect(await service.countClicksSince(id, new Date(0))).toBe(1);
    await go('198.51.100.8', browser);
    expect(await service.countClicksSince(id, new Date(0))).toBe(2);
    const googlebot = await go(
      '66.249.66.1',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    );
    expect(googlebot.status).toBe(302);
    expect(await service.countClicksSince(id, new Date(0))).toBe(2);
  });
});
