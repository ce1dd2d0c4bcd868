import type { Db } from '~/platform/db/types';
import { firstFreeSlug, reservedSlugs, slugify } from './slug';

/*
 * Slug bookkeeping inside the brokers' write transactions: a new broker's slug, an admin's change of slug
 * (the old one is kept in broker_old_slugs and redirects), slugs for rows from before migration 060.
 */

/** Every slug in use or reserved by another broker (current or old), starting with `base`. */
async function slugsTaken(tx: Db, base: string, exceptId: string | null): Promise<Set<string>> {
  const like = `${base.replace(/[%_\\]/g, '')}%`;
  const rows = await tx.all<{ slug: string }>(
    'SELECT slug FROM brokers WHERE slug LIKE ? AND id <> ? UNION SELECT slug FROM broker_old_slugs WHERE slug LIKE ? AND broker_id <> ?',
    [like, exceptId ?? '', like, exceptId ?? ''],
  );
  return new Set([...reservedSlugs, ...rows.map((row) => row.slug)]);
}

/** A free slug for a new broker: the one asked for, else one derived from the name, made unique with a suffix. */
export async function newBrokerSlug(tx: Db, requested: string, name: string): Promise<string> {
  const base = requested || slugify(name);
  return firstFreeSlug(base, await slugsTaken(tx, base, null));
}

/** Whether another broker holds `slug` (as its current slug or an old one that redirects). */
export async function slugTakenByOther(tx: Db, slug: string, brokerId: string): Promise<boolean> {
  return (await slugsTaken(tx, slug, brokerId)).has(slug);
}

/** Moves broker `brokerId` from `from` to `to`: the old slug will redirect, and `to` stops being an old slug. */
export async function moveSlug(tx: Db, brokerId: string, from: string, to: string): Promise<void> {
  await tx.run('DELETE FROM broker_old_slugs WHERE slug = ?', [to]);
  if (from === brokerId) return; // a fallback id, never a published slug
  await tx.run(
    'INSERT INTO broker_old_slugs (slug, broker_id) VALUES (?, ?) ON CONFLICT (slug) DO UPDATE SET broker_id = excluded.broker_id',
    [from, brokerId],
  );
}

/** The broker an old slug now belongs to (its current slug), or null. */
export async function currentSlugFor(db: Db, oldSlug: string): Promise<string | null> {
  const row = await db.get<{ slug: string | null }>(
    'SELECT b.slug FROM broker_old_slugs o JOIN brokers b ON b.id = o.broker_id WHERE o.slug = ?',
    [oldSlug],
  );
  return row?.slug ?? null;
}

/** Gives every broker stored before migration 060 a slug from its name (bootstrap; a no-op once done). */
export async function backfillSlugs(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.all<{ id: string; name: string }>(
      'SELECT id, name FROM brokers WHERE slug IS NULL ORDER BY created_at, id',
    );
    for (const row of rows) {
      await tx.run('UPDATE brokers SET slug = ? WHERE id = ?', [await newBrokerSlug(tx, '', row.name), row.id]);
    }
    return rows.length;
  });
}
