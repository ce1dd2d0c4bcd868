import { describe, expect, it } from 'vitest';
import { testDialects } from '~/platform/db/test-databases.server';
import { freshBrokerServices, sample } from './broker-test-fixtures';
import { backfillSlugs, currentSlugFor } from './broker-slugs.server';
import { seedDefaultDetails } from './broker-seed-writes.server';
import { defaultBrokers } from './seed-brokers.server';

const dialects = await testDialects();

const details = {
  spreadPips: 0.8,
  commissionUsd: 3.5,
  minDepositAmount: 250,
  minDepositCurrency: 'EUR',
  maxLeverage: 30,
  regulators: [{ regulator: 'FCA' as const, licence: '123456', registerUrl: 'https://register.fca.org.uk/' }],
  retailLossPercent: 74.5,
  retailLossDate: '2026-09-30',
  yearFounded: 2010,
  headquarters: 'United Kingdom',
  products: ['forex' as const, 'stocks' as const],
  demoAccount: true,
  islamicAccount: false,
  depositMethods: ['Card', 'Bank transfer'],
};

describe.each(dialects)('broker details and slugs on $name', ({ open }) => {
  const fresh = freshBrokerServices(open);

  it('stores and reads back every broker detail figure, and "not stated" as null or empty', async () => {
    const { brokers } = await fresh();
    const full = await brokers.add(sample({ ...details }));
    expect(await brokers.getById(full.id)).toMatchObject(details);
    const bare = await brokers.add(sample({ name: 'Bare' }));
    expect(await brokers.getById(bare.id)).toMatchObject({
      spreadPips: null,
      maxLeverage: null,
      regulators: [],
      products: [],
      demoAccount: null,
      retailLossDate: '',
    });
  });

  it('refuses details outside their rules', async () => {
    const { brokers } = await fresh();
    await expect(brokers.add(sample({ retailLossPercent: 101 }))).rejects.toThrow(/between 0 and 100/);
    await expect(brokers.add(sample({ maxLeverage: 30.5 }))).rejects.toThrow(/whole number/);
    await expect(brokers.add(sample({ products: ['bonds' as never] }))).rejects.toThrow();
    await expect(
      brokers.add(sample({ regulators: [{ regulator: 'FCA', licence: '1', registerUrl: 'javascript:alert(1)' }] })),
    ).rejects.toThrow(/register link/);
  });

  it('derives a unique slug from the name, keeps it when the name changes, and redirects an old slug', async () => {
    const { db, brokers } = await fresh();
    const first = await brokers.add(sample({ name: 'Atlas Markets' }));
    const second = await brokers.add(sample({ name: 'Atlas  Markets!' }));
    expect([first.slug, second.slug]).toEqual(['atlas-markets', 'atlas-markets-2']);

    const renamed = await brokers.update(first.id, { name: 'Atlas Global' });
    expect(renamed?.slug).toBe('atlas-markets');

    const moved = await brokers.update(first.id, { slug: 'atlas-global' });
    expect(moved?.slug).toBe('atlas-global');
    expect(await currentSlugFor(db, 'atlas-markets')).toBe('atlas-global');

    // Another broker cannot take a slug in use, nor one that still redirects.
    const taken = await brokers.asAdmin({ id: 'a', username: 'admin' }).update(second.id, { slug: 'atlas-markets' });
    expect(taken).toEqual({ ok: false, reason: 'conflict' });
    // The broker itself can move back: its old slug stops redirecting.
    expect((await brokers.update(first.id, { slug: 'atlas-markets' }))?.slug).toBe('atlas-markets');
    expect(await currentSlugFor(db, 'atlas-markets')).toBeNull();
    expect(await currentSlugFor(db, 'atlas-global')).toBe('atlas-markets');
  });

  it("gives rows from before migration 060 a slug, and fills the defaults' figures without overwriting an admin's", async () => {
    const { db, brokers } = await fresh();
    // The database as it was before: the five defaults with their old leverage text and no details.
    for (const seed of defaultBrokers) {
      const old = { 'Atlas Markets': 'Up to 1:500', 'Harbor Prime': 'Up to 1:2000' }[seed.name] ?? seed.leverage;
      await brokers.add(sample({ ...seed, leverage: old }));
    }
    await db.run('UPDATE brokers SET slug = NULL');
    const atlas = (await brokers.listAll())[0]!;
    await db.run('UPDATE brokers SET spread_pips = 2.5 WHERE id = ?', [atlas.id]); // an admin's value
    expect(await backfillSlugs(db)).toBe(5);
    expect(await seedDefaultDetails(db, defaultBrokers)).toBe(5);
    const after = await brokers.listAll();
    expect(after.map((broker) => broker.slug)).toEqual([
      'atlas-markets',
      'northbridge-fx',
      'meridian-trade',
      'harbor-prime',
      'summit-capital-markets',
    ]);
    expect(after[0]).toMatchObject({ spreadPips: 2.5, commissionUsd: 0, leverage: '1:500 (FSCA, FSC Mauritius)' });
    expect(after[4]).toMatchObject({ spreadPips: 0.1, commissionUsd: 7, maxLeverage: 50 });
    // The dated costs of migration 078 come with them, and an absent seed figure stays "not stated".
    expect(after[4]).toMatchObject({ minSpreadPips: 0, swapLongUsd: -6.9, figuresDate: '2026-09-30' });
    expect(after[3]).toMatchObject({ swapLongUsd: null, withdrawalFeeUsd: 5 });
    expect(await seedDefaultDetails(db, defaultBrokers)).toBe(0);
  });

  it('never gives a broker the address of a page of its own (compare, rating-method)', async () => {
    const { brokers } = await fresh();
    expect((await brokers.add(sample({ name: 'Rating Method' }))).slug).toBe('rating-method-2');
    expect((await brokers.add(sample({ name: 'X', slug: 'compare' }))).slug).toBe('compare-2');
  });
});
