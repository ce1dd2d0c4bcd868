import { bump } from '~/platform/data-version/data-version.server';
import { randomUUID } from 'node:crypto';
import { type AuditAction, recordAudit } from '~/platform/admin/audit.server';
import type { Db } from '~/platform/db/types';
import type { Result } from '~/platform/result';
import { insertRow, readBroker, toColumns, writeColumns } from './broker-rows.server';
import type { Broker, BrokerInput, BrokerPatch } from './broker-schema';
import { moveSlug, newBrokerSlug, slugTakenByOther } from './broker-slugs.server';

/*
 * Every change to the brokers table. Each write is one transaction: it reads the row at most once, bumps the
 * data version and, when an admin made it, records the audit entry, so the change and its record stand or fall
 * together. Input is already valid here: it was parsed where it arrived (the admin form, the seed, the service).
 */

/** The seed id recorded in `seeds` once the default brokers have been inserted. */
export const defaultBrokersSeed = 'default-brokers';

/** The admin who makes a change, as the audit log records them. */
export interface BrokerActor {
  id: string;
  username: string;
}

/**
 * A write's outcome: the broker as it now is (for a delete, as it was), `not-found` for an unknown id, or
 * `conflict` when an update asks for a slug another broker holds.
 */
export type BrokerResult = Result<Broker, { reason: 'not-found' | 'conflict' }>;

const notFound = { ok: false, reason: 'not-found' } as const;
const slugConflict = { ok: false, reason: 'conflict' } as const;

// The last timestamp this process issued: writes within one millisecond still get increasing times,
// so creation order is list order and an update's updatedAt always moves forward.
let lastIssued = 0;

/** An ISO timestamp later than every one issued before in this process, and than `previous`. */
function nowAfter(previous?: string): string {
  const last = previous ? Date.parse(previous) : Number.NaN;
  const floor = Math.max(lastIssued, Number.isFinite(last) ? last : 0);
  lastIssued = Math.max(Date.now(), floor + 1);
  return new Date(lastIssued).toISOString();
}

/** Bumps the data version and, for an admin's change, records it: the last steps of every write. */
async function finish(
  tx: Db,
  by: BrokerActor | undefined,
  change: { action: AuditAction; id: string; before: Broker | null; after: Broker | null },
): Promise<void> {
  await bump(tx, 'brokers');
  if (!by) return;
  await recordAudit(tx, {
    admin: { id: by.id, username: by.username },
    action: change.action,
    entity: 'broker',
    entityId: change.id,
    before: change.before,
    after: change.after,
  });
}

async function insert(tx: Db, input: BrokerInput, createdAt: string): Promise<Broker> {
  const slug = await newBrokerSlug(tx, input.slug, input.name);
  const broker: Broker = { ...input, slug, id: randomUUID(), isActive: true, createdAt, updatedAt: createdAt };
  await insertRow(tx, broker);
  return broker;
}

/** Stores a new broker: always active, id and timestamps generated. */
export async function addBroker(db: Db, input: BrokerInput, by?: BrokerActor): Promise<Broker> {
  return db.transaction(async (tx) => {
    const broker = await insert(tx, input, nowAfter());
    await finish(tx, by, { action: 'broker.create', id: broker.id, before: null, after: broker });
    return broker;
  });
}

/** Runs `change` on broker `id` as it is now, read once inside the write's transaction; `not-found` when it is gone. */
function changeBroker(
  db: Db,
  id: string,
  change: (tx: Db, before: Broker) => Promise<BrokerResult>,
): Promise<BrokerResult> {
  return db.transaction(async (tx) => {
    const before = await readBroker(tx, id);
    return before ? change(tx, before) : notFound;
  });
}

/** Merges the given fields and refreshes updatedAt; the slug stays unless the patch names another one. */
export async function updateBroker(db: Db, id: string, patch: BrokerPatch, by?: BrokerActor): Promise<BrokerResult> {
  return changeBroker(db, id, async (tx, before) => {
    const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    const slug = patch.slug || before.slug;
    if (slug !== before.slug) {
      if (await slugTakenByOther(tx, slug, id)) return slugConflict;
      await moveSlug(tx, id, before.slug, slug);
    }
    const after: Broker = {
      ...before,
      ...defined,
      slug,
      id,
      createdAt: before.createdAt,
      updatedAt: nowAfter(before.updatedAt),
    };
    await writeColumns(tx, id, toColumns(after));
    await finish(tx, by, { action: 'broker.update', id, before, after });
    return { ok: true, value: after };
  });
}

/** Flips isActive and refreshes updatedAt. */
export async function toggleBroker(db: Db, id: string, by?: BrokerActor): Promise<BrokerResult> {
  return changeBroker(db, id, async (tx, before) => {
    const after: Broker = { ...before, isActive: !before.isActive, updatedAt: nowAfter(before.updatedAt) };
    const { is_active, updated_at } = toColumns(after);
    await writeColumns(tx, id, { is_active, updated_at });
    await finish(tx, by, { action: 'broker.toggle', id, before, after });
    return { ok: true, value: after };
  });
}

/** Removes a broker (its click log goes with it); the value is the broker as it was. */
export async function deleteBroker(db: Db, id: string, by?: BrokerActor): Promise<BrokerResult> {
  return changeBroker(db, id, async (tx, before) => {
    // Another instance may have removed it since the read: only a removed row counts.
    const { changes } = await tx.run('DELETE FROM brokers WHERE id = ?', [id]);
    if (changes === 0) return notFound;
    await finish(tx, by, { action: 'broker.delete', id, before, after: null });
    return { ok: true, value: before };
  });
}

/** Inserts the (validated) default brokers once per database; later calls, even with no brokers left, do nothing. */
export async function seedDefaults(db: Db, valid: readonly BrokerInput[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Claiming the seed row first makes a second instance starting at the same time wait, then skip.
    const { changes } = await tx.run('INSERT INTO seeds (id, applied_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING', [
      defaultBrokersSeed,
      new Date().toISOString(),
    ]);
    if (changes === 0) return false;
    // Distinct creation times keep the seeded order stable in listAll.
    for (const input of valid) await insert(tx, input, nowAfter());
    await bump(tx, 'brokers');
    return true;
  });
}
