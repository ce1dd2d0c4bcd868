import { describe, expect, it } from 'vitest';
import { brokersCopy } from '~/content/brokers';
import { bestList } from './best-lists';
import type { Broker } from './broker-schema';
import { bestIndexes, compareHref, compareRows, requestedSlugs, selectCompared } from './compare';
import { buildDirectory, parseDirectoryQuery } from './directory.server';
import { toProfile } from './profile.server';
import { defaultBrokerDetails } from './seed-broker-details.server';
import { defaultBrokers } from './seed-brokers.server';

const brokers: Broker[] = defaultBrokers.map((input, index) => ({
  ...input,
  ...defaultBrokerDetails[input.name]!,
  slug: input.name.toLowerCase().replace(/ /g, '-'),
  id: `b${index}`,
  isActive: true,
  createdAt: new Date(index).toISOString(),
  updatedAt: new Date(index).toISOString(),
}));
const names = (list: readonly { name: string }[] | null) => list?.map((broker) => broker.name);
const list = (slug: string) => brokersCopy.bestLists.find((candidate) => candidate.slug === slug)!;

describe('directory sorting and filtering by the new figures', () => {
  it('sorts by cost per lot, lowest first, ties by computed rating then name', () => {
    const directory = buildDirectory(brokers, parseDirectoryQuery(new URLSearchParams('sort=cost')));
    // Seeds: Summit 0.1 pips + $7 = $8, Northbridge $8 (both rated 4.8, so by name), Atlas $9, Meridian $11, Harbor $13.
    expect(names(directory.brokers)).toEqual([
      'Northbridge FX',
      'Summit Capital Markets',
      'Atlas Markets',
      'Meridian Trade',
      'Harbor Prime',
    ]);
    expect(directory.brokers.map((broker) => broker.costPerLot)).toEqual([8, 8, 9, 11, 13]);
  });

  it('filters by product and ignores an unknown product', () => {
    expect(names(buildDirectory(brokers, parseDirectoryQuery(new URLSearchParams('product=stocks'))).brokers)).toEqual([
      'Summit Capital Markets',
      'Meridian Trade',
    ]);
    expect(buildDirectory(brokers, parseDirectoryQuery(new URLSearchParams('product=bonds'))).brokers).toHaveLength(5);
  });
});

describe('the best-for lists follow their written rules', () => {
  it('leaves out inactive brokers, and unranked ones from a list ranked by that figure', () => {
    const changed = brokers.map((broker, index) =>
      index === 4 ? { ...broker, isActive: false } : index === 1 ? { ...broker, spreadPips: null } : broker,
    );
    expect(names(bestList(list('lowest-cost'), changed))).toEqual(['Meridian Trade']);
    // A platform list keeps a broker whose cost is not stated, last.
    expect(names(bestList(list('mt5'), changed))).toEqual(['Meridian Trade', 'Northbridge FX']);
  });
});

describe('the compare page', () => {
  const profiles = brokers.map(toProfile);

  it('reads comma-separated and repeated parameters, bounded, and builds the shareable URL', () => {
    expect(requestedSlugs(new URLSearchParams('brokers=a,b&brokers=c,,A'))).toEqual(['a', 'b', 'c']);
    expect(requestedSlugs(new URLSearchParams(`brokers=${'x,'.repeat(50)}${'y'.repeat(100)}`))).toEqual(['x']);
    expect(compareHref(['a', 'b'])).toBe('/ib-partners/compare?brokers=a,b');
  });

  it('keeps the valid brokers when one is unknown or more than three are asked for', () => {
    const picked = selectCompared(['atlas-markets', 'nope', 'harbor-prime'], profiles);
    expect(names(picked.brokers)).toEqual(['Atlas Markets', 'Harbor Prime']);
    expect(picked).toMatchObject({ unknown: ['nope'], tooMany: false });
    const many = selectCompared(
      profiles.map((profile) => profile.slug),
      profiles,
    );
    expect(many.brokers).toHaveLength(3);
    expect(many.tooMany).toBe(true);
  });

  it('marks the best value of each ranked row, and never ranks leverage', () => {
    const rows = compareRows(
      selectCompared(['atlas-markets', 'summit-capital-markets', 'harbor-prime'], profiles).brokers,
    );
    const row = (label: string) => rows.find((candidate) => candidate.label === label)!;
    expect(row('Cost per lot (EUR/USD)')).toEqual({
      label: 'Cost per lot (EUR/USD)',
      values: ['$9.00', '$8.00', '$13.00'],
      best: [1],
    });
    expect(row('Minimum deposit').best).toEqual([0, 2]);
    expect(row('Rating (computed, 0-5)')).toMatchObject({ values: ['3.7', '4.8', '1.3'], best: [1] });
    // "From 0.0 pips" only from a stored 0.0 minimum, and always with the commission beside it.
    expect(row('Spread and commission').values).toEqual([
      'From 0.6 pips (typical 0.9 pips), no commission',
      'From 0.0 pips (typical 0.1 pips), + $7.00 commission per lot',
      'From 1.0 pip (typical 1.3 pips), no commission',
    ]);
    expect(row('Costs and fees checked').values).toEqual(Array(3).fill('as of 30 September 2026'));
    expect(row('Swap per lot per night, EUR/USD long').values).toEqual([
      '\u2212$6.50 charged',
      '\u2212$6.90 charged',
      null,
    ]);
    expect(row('Maximum retail leverage')).toMatchObject({ values: ['1:500', '1:50', '1:2000'], best: [] });
    expect(bestIndexes([5, 5], 'lower')).toEqual([]);
    expect(bestIndexes([null, 3], 'lower')).toEqual([]);
  });
});
