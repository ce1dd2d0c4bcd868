import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '~/platform/db/db.server';
import { postgresAvailable, testPostgresUrl } from '~/platform/db/test-databases.server';
import { bump } from '~/platform/data-version/data-version.server';
import type { Db } from '~/platform/db/types';
import { searchSite } from './search-index.server';

/** Two connections to one fresh database: a write through one must be found through the other. */
async function twoConnections(dialect: 'sqlite' | 'postgres'): Promise<{ a: Db; b: Db; close: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const url = `file:${join(mkdtempSync(join(tmpdir(), 'upm-search-')), 'test.db')}`;
    const a = await openDatabase(url);
    const b = await openDatabase(url);
    return { a, b, close: async () => (await a.close(), await b.close()) };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const a = await openDatabase(testPostgresUrl, { schema });
  const b = await openDatabase(testPostgresUrl, { schema });
  return {
    a,
    b,
    close: async () => {
      await b.close();
      await a.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await a.close();
    },
  };
}

const now = '2026-11-20T10:00:00.000Z';

async function insertSignal(db: Db, id: string, instrument: string) {
  await db.run(
    `INSERT INTO signals (id, instrument, direction, order_type, entry, initial_stop_loss, stop_loss, take_profit,
       status, published_at, published_by) VALUES (?, ?, 'BUY', 'market', 1.08, 1.07, 1.07, 1.1, 'active', ?, 'test')`,
    [id, instrument, now],
  );
  await bump(db, 'signals');
}

async function insertBroker(db: Db, name: string, slug: string) {
  await db.run(
    `INSERT INTO brokers (id, name, description, rating, min_deposit, leverage, spreads, is_active, created_at, updated_at, slug)
     VALUES (?, ?, 'A broker for the search tests', 4, '$50', '1:30', 'From 0.5 pips', 1, ?, ?, ?)`,
    [randomUUID(), name, now, now, slug],
  );
  await bump(db, 'brokers');
}

const titles = (answer: Awaited<ReturnType<typeof searchSite>>) => answer.hits.map((hit) => hit.title);

const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

describe.each(dialects)('the site search on %s', (dialect) => {
  let a: Db;
  let b: Db;
  let close: () => Promise<void>;
  const signalId = randomUUID();
  beforeAll(async () => {
    ({ a, b, close } = await twoConnections(dialect));
    await insertSignal(a, signalId, 'XAU/USD');
    await insertBroker(a, 'Quokka Markets', 'quokka-markets');
  });
  afterAll(() => close());

  it('puts a glossary term first for its exact name', async () => {
    const answer = await searchSite(a, 'Margin call');
    expect(answer.hits[0]).toMatchObject({ type: 'Glossary', title: 'Margin call', url: '/glossary/margin-call' });
    expect((await searchSite(a, 'spread')).hits[0]).toMatchObject({ type: 'Glossary', title: 'Spread' });
  });

  it('answers a question by the glossary term it names, first', async () => {
    expect((await searchSite(a, 'what is leverage')).hits[0]).toMatchObject({ type: 'Glossary', title: 'Leverage' });
    expect((await searchSite(a, 'What is a pip?')).hits[0]).toMatchObject({ type: 'Glossary', title: 'Pip' });
    // The term's entry never says "work": named, it is found all the same.
    expect((await searchSite(a, 'how does a stop loss work')).hits[0]).toMatchObject({
      type: 'Glossary',
      title: 'Stop-loss',
      url: '/glossary/stop-loss',
    });
    expect((await searchSite(a, 'how do I calculate pip value')).hits[0]).toMatchObject({ title: 'Pip value' });
    // The longest title named wins: Margin call, not Margin.
    expect((await searchSite(a, 'what happens in a margin call')).hits[0]).toMatchObject({ title: 'Margin call' });
    const ema = await searchSite(a, 'what does exponential moving average mean');
    expect(ema.hits[0]).toMatchObject({ title: 'Exponential moving average (EMA)' });
  });

  it('forgives a typo and matches the start of a word', async () => {
    const typo = titles(await searchSite(a, 'margn'));
    expect(typo).toEqual(expect.arrayContaining(['Margin', 'Margin call', 'Margin Calculator']));
    const prefix = await searchSite(a, 'calcul');
    expect(prefix.hits.map((hit) => hit.url)).toContain('/tools/margin');
  });

  it('finds signals by instrument and one signal by its id or the start of it', async () => {
    const byInstrument = await searchSite(a, 'XAU/USD');
    expect(byInstrument.hits[0]).toMatchObject({ type: 'Signals', title: 'XAU/USD signals' });
    expect(byInstrument.hits[0]!.url).toBe('/services/signals/history?instrument=XAU%2FUSD');
    const byId = await searchSite(a, signalId.slice(0, 8));
    expect(byId.hits[0]).toMatchObject({ type: 'Signal', url: `/services/signals/${signalId}` });
    expect((await searchSite(a, signalId)).hits[0]?.url).toBe(`/services/signals/${signalId}`);
  });

  it('finds a broker by name, typed with a typo', async () => {
    expect((await searchSite(a, 'Quokka Markets')).hits[0]).toMatchObject({
      type: 'Broker',
      url: '/ib-partners/quokka-markets',
    });
    expect(titles(await searchSite(a, 'quoka'))).toContain('Quokka Markets');
  });

  it('finds what another connection wrote, once its data version moved', async () => {
    expect(titles(await searchSite(b, 'Wombat'))).not.toContain('Wombat Trading');
    await insertBroker(a, 'Wombat Trading', 'wombat-trading');
    expect(titles(await searchSite(b, 'Wombat'))).toContain('Wombat Trading');
  });

  it('marks the matched words in the snippet', async () => {
    const hit = (await searchSite(a, 'margin call')).hits[0]!;
    expect(hit.snippet.filter((part) => part.mark).map((part) => part.text.toLowerCase())).toEqual(
      expect.arrayContaining(['margin']),
    );
  });
});
