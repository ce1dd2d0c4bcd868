import { afterAll, describe, expect, it } from 'vitest';
import { testDialects } from '~/platform/db/test-databases.server';
import type { Db } from '~/platform/db/types';
import { clampPage, listAudit, listAuditPage, recordAudit } from './audit.server';

describe('audit paging (finding: audit paging)', () => {
  it('clamps the page to [1, pages], whatever the raw value', () => {
    expect(clampPage('2', 120, 50)).toBe(2);
    expect(clampPage('2.9', 120, 50)).toBe(2);
    expect(clampPage('1e308', 120, 50)).toBe(3);
    expect(clampPage('Infinity', 120, 50)).toBe(3);
    expect(clampPage('99', 120, 50)).toBe(3);
    for (const raw of [null, undefined, '', 'abc', '0', '-5', '-Infinity', '-1e308'])
      expect(clampPage(raw, 120, 50)).toBe(1);
    expect(clampPage('1e308', 0, 50)).toBe(1);
  });
});

const dialects = await testDialects();

describe.each(dialects)('audit paging on $name', ({ open }) => {
  const opened: Db[] = [];
  afterAll(async () => {
    for (const db of opened) await db.close();
  });
  const withEntries = async (count: number) => {
    const db = await open();
    opened.push(db);
    const admin = { id: 'admin-1', username: 'alice' };
    for (let i = 0; i < count; i++) {
      await recordAudit(db, {
        admin,
        action: 'broker.create',
        entity: 'broker',
        entityId: `b${i}`,
        before: null,
        after: { name: `B${i}` },
        at: new Date(Date.UTC(2025, 0, 1, 0, i)),
      });
    }
    return db;
  };

  it('shows the last page for ?page=1e308 instead of failing on a huge offset', async () => {
    const db = await withEntries(5);
    const last = await listAuditPage(db, '1e308', 2);
    expect(last).toMatchObject({ page: 3, pages: 3, total: 5 });
    expect(last.entries.map((entry) => entry.entityId)).toEqual(['b0']);
    expect((await listAuditPage(db, '-3', 2)).entries.map((entry) => entry.entityId)).toEqual(['b4', 'b3']);
    expect(await listAuditPage(await withEntries(0), '1e308', 2)).toMatchObject({ page: 1, pages: 1, entries: [] });
  });

  it('answers an empty page, not an error, for an offset the database cannot take', async () => {
    const db = await withEntries(3);
    for (const offset of [(1e308 - 1) * 50, Number.POSITIVE_INFINITY, 1e20, Number.NaN]) {
      const { entries, total } = await listAudit(db, { limit: 50, offset });
      expect(total).toBe(3);
      expect(entries.length).toBe(Number.isNaN(offset) ? 3 : 0);
    }
  });
});
