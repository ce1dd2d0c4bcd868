import { ZodError, type z } from 'zod';
import type { Db } from '~/platform/db/types';
import {
  type ClickInput,
  clickCountsSince,
  countClicksSince,
  foldOldClicks,
  recordClick,
} from './broker-clicks.server';
import { type SearchOptions, activeSnapshot, searchBrokers } from './broker-queries.server';
import { readBroker, readBrokers } from './broker-rows.server';
import { type Broker, type BrokerInput, type BrokerPatch, brokerInputSchema, brokerPatchSchema } from './broker-schema';
import {
  type BrokerActor,
  type BrokerResult,
  addBroker,
  deleteBroker,
  seedDefaults,
  toggleBroker,
  updateBroker,
} from './broker-writes.server';
import { defaultBrokers } from './seed-brokers.server';
import { backfillSlugs } from './broker-slugs.server';
import { defaultBrokerDetails } from './seed-broker-details.server';
import { refreshStoredRatings, seedDefaultDetails } from './broker-seed-writes.server';

export type { Broker, BrokerInput, BrokerPatch } from './broker-schema';
export { type ClickInput, clickRetentionDays, clickWindow, clickWindowMs } from './broker-clicks.server';
export type { SearchOptions } from './broker-queries.server';
export { type BrokerActor, type BrokerResult, defaultBrokersSeed } from './broker-writes.server';

/**
 * An admin's changes (the dashboard): input already parsed by the form's schema, each change audited in its own
 * transaction, and typed results instead of nulls.
 */
export interface AdminBrokerWrites {
  /** Stores a new broker: always active, id and timestamps generated. */
  add(input: BrokerInput): Promise<Broker>;
  /** Merges the given fields and refreshes updatedAt. */
  update(id: string, patch: BrokerPatch): Promise<BrokerResult>;
  /** Flips isActive and refreshes updatedAt. */
  toggle(id: string): Promise<BrokerResult>;
  /** Removes a broker and its click log; the value is the broker as it was. */
  delete(id: string): Promise<BrokerResult>;
}

/** Every broker operation of the admin and the public pages, on the database it is given (tests pass their own). */
export interface BrokerService {
  /** Every broker, oldest first. */
  listAll(): Promise<Broker[]>;
  /** Active brokers only (the public directory), oldest first. */
  listActive(): Promise<Broker[]>;
  /** Case-insensitive substring on name, description or any feature; an empty query lists all. */
  search(query: string, options?: SearchOptions): Promise<Broker[]>;
  getById(id: string): Promise<Broker | null>;
  /** The changes an admin makes, audited as theirs. */
  asAdmin(admin: BrokerActor): AdminBrokerWrites;
  /** An unaudited add (seeds, scripts, tests): validates first, throws a ZodError on invalid input. */
  add(input: BrokerInput): Promise<Broker>;
  /** An unaudited update: validates first (throws a ZodError on invalid input); null for an unknown id. */
  update(id: string, patch: BrokerPatch): Promise<Broker | null>;
  /** An unaudited toggle; null for an unknown id. */
  toggle(id: string): Promise<Broker | null>;
  /** An unaudited delete: true only if a broker was removed (its click log goes with it). */
  delete(id: string): Promise<boolean>;
  /**
   * Records one click-out through /go/:id with a salted hash of the IP, unless this IP (or, for an unknown
   * IP, any unknown IP) already has one for this broker in the same 30-minute window. True when counted.
   * Also folds old rows into daily totals, at most once an hour.
   */
  recordClick(click: ClickInput): Promise<boolean>;
  /** Folds raw click rows older than 90 days into daily totals (bounded work); the number of rows folded. */
  foldOldClicks(now?: Date): Promise<number>;
  /** Click-outs at or after `since`, for one broker or (null) all of them; folded days count when wholly in range. */
  countClicksSince(brokerId: string | null, since: Date): Promise<number>;
  /** Click-outs at or after `since`, per broker id (brokers without clicks are absent); folded days as above. */
  clickCountsSince(since: Date): Promise<Record<string, number>>;
  /**
   * The active brokers with the data version they belong to. One small query per call; the list itself
   * is re-read only when the version moved (so a change on any instance shows on the next request).
   */
  activeSnapshot(): Promise<{ version: number; brokers: Broker[] }>;
  /**
   * Inserts the five default brokers once per database; later calls (even with no brokers left) do nothing.
   * Returns whether it seeded. Every call also brings the stored copy of each computed rating up to date.
   */
  seedDefaults(): Promise<boolean>;
}

const valueOrNull = (result: BrokerResult): Broker | null => (result.ok ? result.value : null);

/**
 * The value of a successful parse, else classic zod's ZodError with its issues: the schemas are zod/mini (the
 * browser loads them), whose parse throws the core error class, and this service has always thrown ZodError.
 */
function parsed<Output>(
  result: { success: true; data: Output } | { success: false; error: { issues: z.core.$ZodIssue[] } },
): Output {
  if (result.success) return result.data;
  throw new ZodError(result.error.issues);
}

/** The broker service over `db`. */
export function createBrokerService(db: Db): BrokerService {
  return {
    listAll: () => readBrokers(db),
    listActive: () => readBrokers(db, { activeOnly: true }),
    search: (query, options) => searchBrokers(db, query, options),
    getById: (id) => readBroker(db, id),
    asAdmin: (admin) => ({
      add: (input) => addBroker(db, input, admin),
      update: (id, patch) => updateBroker(db, id, patch, admin),
      toggle: (id) => toggleBroker(db, id, admin),
      delete: (id) => deleteBroker(db, id, admin),
    }),
    add: async (input) => addBroker(db, parsed(brokerInputSchema.safeParse(input))),
    update: async (id, patch) => valueOrNull(await updateBroker(db, id, parsed(brokerPatchSchema.safeParse(patch)))),
    toggle: async (id) => valueOrNull(await toggleBroker(db, id)),
    delete: async (id) => (await deleteBroker(db, id)).ok,
    recordClick: (click) => recordClick(db, click),
    foldOldClicks: (now) => foldOldClicks(db, now),
    countClicksSince: (brokerId, since) => countClicksSince(db, brokerId, since),
    clickCountsSince: (since) => clickCountsSince(db, since),
    activeSnapshot: () => activeSnapshot(db),
    seedDefaults: async () => {
      const seeded = await seedDefaults(
        db,
        defaultBrokers.map((broker) =>
          parsed(brokerInputSchema.safeParse({ ...broker, ...defaultBrokerDetails[broker.name] })),
        ),
      );
      // Databases from before migration 060: slugs for every broker, figures for the untouched defaults.
      await backfillSlugs(db);
      await seedDefaultDetails(db, defaultBrokers);
      // A release may change the rating's weights or the regulator tiers: the stored copy follows at start.
      await refreshStoredRatings(db);
      return seeded;
    },
  };
}
