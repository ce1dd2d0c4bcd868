import { afterAll, describe, expect, it } from 'vitest';
import { freshDialects } from '~/platform/test-support/test-helpers.server';
import { type AddressQuota, spendAddressQuota } from './address-quota.server';

const dialects = await freshDialects();
const quota: AddressQuota = { form: 'a-form', max: 3, windowMs: 60 * 60_000 };
const now = new Date('2026-03-01T10:00:00.000Z');

describe.each(dialects)('a per-address quota on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('lets exactly `max` of 40 parallel attempts through, per address, and says how long to wait', async () => {
    const db = await fresh();
    const spends = await Promise.all(
      Array.from({ length: 40 }, (_, i) => spendAddressQuota(db, quota, i % 2 ? 'address-a' : 'address-b', now)),
    );
    expect(spends.filter((wait) => wait === null)).toHaveLength(6);
    expect(new Set(spends.filter((wait) => wait !== null))).toEqual(new Set([60]));
    const later = new Date(now.getTime() + quota.windowMs + 1);
    expect(await spendAddressQuota(db, quota, 'address-a', later)).toBeNull();
  });

  it('gives the attempt back when the caller’s transaction fails after spending it', async () => {
    const db = await fresh();
    for (let i = 0; i < quota.max; i += 1) {
      await db
        .transaction(async (tx) => {
          await spendAddressQuota(tx, quota, 'address-c', now);
          throw new Error('the write after it failed');
        })
        .catch(() => undefined);
    }
    expect(await spendAddressQuota(db, quota, 'address-c', now)).toBeNull();
  });

  it('counts each form apart: one form’s attempts neither use nor clear another’s', async () => {
    const db = await fresh();
    const other: AddressQuota = { form: 'another-form', max: 1, windowMs: 10 * 60_000 };
    for (let i = 0; i < quota.max; i += 1) expect(await spendAddressQuota(db, quota, 'address-d', now)).toBeNull();
    expect(await spendAddressQuota(db, quota, 'address-d', now)).toBe(60);
    expect(await spendAddressQuota(db, other, 'address-d', now)).toBeNull();
    expect(await spendAddressQuota(db, other, 'address-d', now)).toBe(10);
    // Past the other form's short window: its old row goes, the first form's (still in its hour) stay.
    const later = new Date(now.getTime() + 11 * 60_000);
    expect(await spendAddressQuota(db, other, 'address-d', later)).toBeNull();
    expect(await spendAddressQuota(db, quota, 'address-d', later)).toBe(49);
  });
});
