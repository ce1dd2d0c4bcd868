import { describe, expect, it } from 'vitest';
import { brokersCopy } from '~/content/brokers';
import { testDialects } from '~/platform/db/test-databases.server';
import { read } from '~/platform/data-version/data-version.server';
import { bestList } from './best-lists';
import { regulatorRegisters } from './broker-facts';
import { refreshStoredRatings } from './broker-seed-writes.server';
import { freshBrokerServices, sample } from './broker-test-fixtures';
import { brokerRating, costPoints } from './rating';
import { registerLink } from './regulator-tiers';

const dialects = await testDialects();
const list = (slug: string) => brokersCopy.bestLists.find((candidate) => candidate.slug === slug)!;

/*
 * Hand-worked from the seeded figures (seed-broker-details.server.ts) and the method (rating.ts):
 *   regulation: best tier 1 → 2, tier 2 → 1, tier 3 → 0; cost: 1.5 × (21 − cost) / 15, capped to [0, 1.5];
 *   loss figure: dated 1; platforms: 0.25 each, two counted.
 *   Atlas    FSCA (2) + FSC Mauritius (3) → 1;  $9  → 1.2; 71% dated → 1; MT4, MT5 → 0.5 = 3.7
 *   Northbridge CySEC (1) → 2;                  $8  → 1.3; 74% dated → 1; three platforms → 0.5 = 4.8
 *   Meridian FCA (1) → 2;                       $11 → 1.0; 68% dated → 1; MT5, cTrader → 0.5 = 4.5
 *   Harbor   FSC Mauritius (3) → 0;             $13 → 0.8; none → 0;      MT4, MT5 → 0.5 = 1.3
 *   Summit   FCA (1) → 2;                       $8  → 1.3; 62% dated → 1; MT5, cTrader → 0.5 = 4.8
 */
describe.each(dialects)('ratings and best-for lists from stored data on $name', ({ open }) => {
  const fresh = freshBrokerServices(open);

  it('computes every seeded broker’s rating, with its parts, from what the database holds', async () => {
    const { brokers } = await fresh();
    await brokers.seedDefaults();
    const { brokers: active } = await brokers.activeSnapshot();
    const ratings = Object.fromEntries(active.map((broker) => [broker.name, brokerRating(broker)]));
    expect(Object.fromEntries(Object.entries(ratings).map(([name, rating]) => [name, rating.total]))).toEqual({
      'Atlas Markets': 3.7,
      'Northbridge FX': 4.8,
      'Meridian Trade': 4.5,
      'Harbor Prime': 1.3,
      'Summit Capital Markets': 4.8,
    });
    expect(ratings['Atlas Markets']!.parts.map((part) => [part.key, part.points])).toEqual([
      ['regulation', 1],
      ['cost', 1.2],
      ['lossFigure', 1],
      ['platforms', 0.5],
    ]);
  });

  it('recomputes the rating when a stored figure changes: nothing typed can raise it', async () => {
    const { brokers } = await fresh();
    const added = await brokers.add(
      sample({
        regulators: [
          { regulator: 'FSA Seychelles', licence: 'SD1', registerUrl: regulatorRegisters['FSA Seychelles'] },
        ],
        spreadPips: 2,
      }),
    );
    // Offshore only, $20 a lot, no loss figure, one platform: 0 + 0.1 + 0 + 0.25.
    expect(brokerRating(added).total).toBe(0.4);
    await brokers.update(added.id, {
      regulators: [{ regulator: 'FCA', licence: '123456', registerUrl: regulatorRegisters.FCA }],
      spreadPips: 0.6,
      retailLossPercent: 70,
      retailLossDate: '2026-09-30',
      // A typed rating is not part of a broker: the schema drops it.
      ...({ rating: 5 } as object),
    });
    const stored = (await brokers.getById(added.id))!;
    expect(stored).not.toHaveProperty('rating');
    // 2 + 1.5 ($6 a lot) + 1 + 0.25 = 4.75, shown to one decimal.
    expect(brokerRating(stored).total).toBe(4.8);
  });

  it('keeps the stored copy of the rating (for a previous release) equal to the computed one', async () => {
    const { db, brokers } = await fresh();
    const added = await brokers.add(sample());
    const storedRating = async () =>
      Number((await db.get<{ rating: number }>('SELECT rating FROM brokers WHERE id = ?', [added.id]))?.rating);
    expect(await storedRating()).toBe(brokerRating(added).total);
    // A typed figure from before the method: brought back to the computed one at start, with a version bump.
    await db.run('UPDATE brokers SET rating = 4.9 WHERE id = ?', [added.id]);
    const before = await read(db, 'brokers');
    expect(await refreshStoredRatings(db)).toBe(1);
    expect(await storedRating()).toBe(brokerRating(added).total);
    expect(await read(db, 'brokers')).toBe(before + 1);
    expect(await refreshStoredRatings(db)).toBe(0);
    expect(await read(db, 'brokers')).toBe(before + 1);
  });

  it('builds every best-for list from the stored brokers, each only with a tier-1 regulator and a loss figure', async () => {
    const { brokers } = await fresh();
    await brokers.seedDefaults();
    const { brokers: active } = await brokers.activeSnapshot();
    const names = (slug: string) => bestList(list(slug), active)?.map((broker) => broker.name);
    // Atlas (best tier 2) and Harbor (tier 3 only, no loss figure, 1:2000) are on no list.
    expect(names('lowest-cost')).toEqual(['Northbridge FX', 'Summit Capital Markets', 'Meridian Trade']);
    expect(names('lowest-deposit')).toEqual(['Northbridge FX', 'Meridian Trade', 'Summit Capital Markets']);
    expect(names('mt5')).toEqual(['Northbridge FX', 'Summit Capital Markets', 'Meridian Trade']);
    expect(names('ctrader')).toEqual(['Northbridge FX', 'Summit Capital Markets', 'Meridian Trade']);
    // Summit has no demo account and a $200 deposit.
    expect(names('beginners')).toEqual(['Northbridge FX', 'Meridian Trade']);
    expect(brokersCopy.bestLists.map((copy) => copy.slug).sort()).toEqual(
      ['beginners', 'ctrader', 'lowest-cost', 'lowest-deposit', 'mt5'].sort(),
    );
  });
});

describe('the rating method and register links', () => {
  it('scales the cost part in a straight line between $6 and $21', () => {
    expect([null, 0, 6, 8, 13.5, 21, 40].map(costPoints)).toEqual([0, 1.5, 1.5, 1.3, 0.75, 0, 0]);
  });

  it('links a licence to its register entry where the register takes the number, else to its home to search', () => {
    expect(registerLink({ regulator: 'FCA', licence: '123 456', registerUrl: 'https://register.fca.org.uk/' })).toEqual(
      { href: 'https://register.fca.org.uk/s/search?q=123%20456&type=Companies', kind: 'entry' },
    );
    expect(registerLink({ regulator: 'CySEC', licence: '000/01', registerUrl: '' })).toEqual({
      href: 'https://www.cysec.gov.cy/en-GB/entities/investment-firms/',
      kind: 'search',
    });
    // An admin's link to the entity's own page wins.
    expect(registerLink({ regulator: 'CySEC', licence: '1', registerUrl: 'https://www.cysec.gov.cy/x/' })).toEqual({
      href: 'https://www.cysec.gov.cy/x/',
      kind: 'entry',
    });
  });
});
