import { createHash, randomUUID } from 'node:crypto';
import { getDb } from '../db/db.server';
import type { Db } from '../db/types';
import { ipHashSalt } from '../ip-hash.server';
import { type Broker, type BrokerInput, type BrokerPatch, brokerInputSchema, brokerPatchSchema } from './broker-schema';
import { defaultBrokers } from './seed-brokers.server';

export type { Broker, BrokerInput, BrokerPatch } from './broker-schema';

/** The data set whose `data_version` row every broker write bumps. */
export const brokersDataSet = 'brokers';

/** The seed id recorded in `seeds` once the default brokers have been inserted. */
export const defaultBrokersSeed = 'default-brokers';

interface BrokerRow {
  id: string;
  name: string;
  description: string;
  website: string;
  logo: string;
  features: string;
  rating: number;
  min_deposit: string;
  leverage: string;
  spreads: string;
  regulation: string;
  trading_platforms: string;
  account_types: string;
  contact_email: string;
  referral_link: string;
  is_active: number;
  created_at: string;
  updated_at: string;
}

const columns =
  'id, name, description, website, logo, features, rating, min_deposit, leverage, spreads, regulation, ' +
  'trading_platforms, account_types, contact_email, referral_link, is_active, created_at, updated_at';

function parseList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

function fromRow(row: BrokerRow): Broker {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    website: row.website,
    logo: row.logo,
    features: parseList(row.features),
    rating: Number(row.rating),
    minDeposit: row.min_deposit,
    leverage: row.leverage,
    spreads: row.spreads,
    regulation: parseList(row.regulation),
    tradingPlatforms: parseList(row.trading_platforms),
    accountTypes: parseList(row.account_types),
    contactEmail: row.contact_email,
    referralLink: row.referral_link,
    isActive: Number(row.is_active) === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toParams(broker: Broker): unknown[] {
  return [
    broker.id,
    broker.name,
    broker.description,
    broker.website,
    broker.logo,
    JSON.stringify(broker.features),
    broker.rating,
    broker.minDeposit,
    broker.leverage,
    broker.spreads,
    JSON.stringify(broker.regulation),
    JSON.stringify(broker.tradingPlatforms),
    JSON.stringify(broker.accountTypes),
    broker.contactEmail,
    broker.referralLink,
    broker.isActive ? 1 : 0,
    broker.createdAt,
    broker.updatedAt,
  ];
}

const insertSql = `INSERT INTO brokers (${columns}) VALUES (${columns
  .split(',')
  .map(() => '?')
  .join(', ')})`;

const updateSql =
  'UPDATE brokers SET name = ?, description = ?, website = ?, logo = ?, features = ?, rating = ?, min_deposit = ?, ' +
  'leverage = ?, spreads = ?, regulation = ?, trading_platforms = ?, account_types = ?, contact_email = ?, ' +
  'referral_link = ?, is_active = ?, updated_at = ? WHERE id = ?';

async function bumpVersion(tx: Db): Promise<void> {
  await tx.run('UPDATE data_version SET version = version + 1 WHERE name = ?', [brokersDataSet]);
}

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

/** A copy a caller may change without touching the cached list. */
function copyBroker(broker: Broker): Broker {
  return {
    ...broker,
    features: [...broker.features],
    regulation: [...broker.regulation],
    tradingPlatforms: [...broker.tradingPlatforms],
    accountTypes: [...broker.accountTypes],
  };
}

/** Lower-cased substring match, as the original's search (spec §4). */
function includesText(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle);
}

/** Where a click-out came from and who made it; the IP is hashed before it is stored. */
export interface ClickInput {
  brokerId: string;
  /** The client's IP address, or null when unknown. Never stored or logged as is. */
  ip: string | null;
  /** The same-origin page the click came from (path only), or null. */
  referrerPath: string | null;
  /** Defaults to now. */
  at?: Date;
}

export interface SearchOptions {
  /** Also match feature tags (the public store's search); the dashboard searches name and description only. Default true. */
  includeFeatures?: boolean;
  /** Only active brokers. Default false. */
  activeOnly?: boolean;
}

/** Every broker operation of spec §4 and §7, on the database it is given (tests pass their own). */
export interface BrokerService {
  /** Every broker, oldest first. */
  listAll(): Promise<Broker[]>;
  /** Active brokers only (the public directory), oldest first. */
  listActive(): Promise<Broker[]>;
  /** Case-insensitive substring on name, description or any feature; an empty query lists all. */
  search(query: string, options?: SearchOptions): Promise<Broker[]>;
  getById(id: string): Promise<Broker | null>;
  /** Validates and stores a new broker: always active, id and timestamps generated. Throws a ZodError on invalid input. */
  add(input: BrokerInput): Promise<Broker>;
  /** Merges the given fields and refreshes updatedAt; null for an unknown id. Throws a ZodError on invalid input. */
  update(id: string, patch: BrokerPatch): Promise<Broker | null>;
  /** Flips isActive and refreshes updatedAt; null for an unknown id. */
  toggle(id: string): Promise<Broker | null>;
  /** True only if a broker was removed (its click log goes with it). */
  delete(id: string): Promise<boolean>;
  /** Records one click-out through /go/:id with a salted hash of the IP. */
  recordClick(click: ClickInput): Promise<void>;
  /** Click-outs at or after `since`, for one broker or (null) all of them. */
  countClicksSince(brokerId: string | null, since: Date): Promise<number>;
  /** Click-outs at or after `since`, per broker id (brokers without clicks are absent). */
  clickCountsSince(since: Date): Promise<Record<string, number>>;
  /** The brokers data version: changes on every broker write, on every instance sharing the database. */
  dataVersion(): Promise<number>;
  /**
   * The active brokers with the data version they belong to. One small query per call; the list itself
   * is re-read only when the version moved (so a change on any instance shows on the next request).
   */
  activeSnapshot(): Promise<{ version: number; brokers: Broker[] }>;
  /** Inserts the five default brokers once per database; later calls (even with no brokers left) do nothing. Returns whether it seeded. */
  seedDefaults(): Promise<boolean>;
}

/** SHA-256 of salt and IP, hex (the same hash as ip-hash.server.ts): counts distinct visitors without keeping their addresses. */
export function hashIp(salt: string, ip: string): string {
  return createHash('sha256').update(salt).update('\0').update(ip).digest('hex');
}

// The last active list read per database, with the version read just before it. Reading the version
// first means a write landing in between leaves a newer list under an older version: refreshed on the
// next call, never stale.
const activeLists = new WeakMap<Db, { version: number; brokers: Broker[] }>();

/** The broker service over `db`. */
export function createBrokerService(db: Db): BrokerService {
  const getById = async (id: string): Promise<Broker | null> => {
    const row = await db.get<BrokerRow>(`SELECT ${columns} FROM brokers WHERE id = ?`, [id]);
    return row ? fromRow(row) : null;
  };

  const listAll = async (): Promise<Broker[]> =>
    (await db.all<BrokerRow>(`SELECT ${columns} FROM brokers ORDER BY created_at, id`)).map(fromRow);

  const listActive = async (): Promise<Broker[]> =>
    (await db.all<BrokerRow>(`SELECT ${columns} FROM brokers WHERE is_active = 1 ORDER BY created_at, id`)).map(
      fromRow,
    );

  const insert = async (tx: Db, input: BrokerInput, createdAt: string): Promise<Broker> => {
    const broker: Broker = { ...input, id: randomUUID(), isActive: true, createdAt, updatedAt: createdAt };
    await tx.run(insertSql, toParams(broker));
    return broker;
  };

  return {
    listAll,
    listActive,
    getById,

    async search(query, options = {}) {
      const { includeFeatures = true, activeOnly = false } = options;
      const needle = query.trim().toLowerCase();
      // A directory of tens of brokers: filtering in memory keeps the JSON feature list out of SQL
      // (a LIKE on its text would also match the brackets and quotes).
      const brokers = activeOnly ? await listActive() : await listAll();
      if (!needle) return brokers;
      return brokers.filter(
        (broker) =>
          includesText(broker.name, needle) ||
          includesText(broker.description, needle) ||
          (includeFeatures && broker.features.some((feature) => includesText(feature, needle))),
      );
    },

    async add(input) {
      const valid = brokerInputSchema.parse(input);
      return db.transaction(async (tx) => {
        const broker = await insert(tx, valid, nowAfter());
        await bumpVersion(tx);
        return broker;
      });
    },

    async update(id, patch) {
      const valid = brokerPatchSchema.parse(patch);
      return db.transaction(async (tx) => {
        const row = await tx.get<BrokerRow>(`SELECT ${columns} FROM brokers WHERE id = ?`, [id]);
        if (!row) return null;
        const current = fromRow(row);
        const defined = Object.fromEntries(Object.entries(valid).filter(([, value]) => value !== undefined));
        const next: Broker = {
          ...current,
          ...defined,
          id,
          createdAt: current.createdAt,
          updatedAt: nowAfter(current.updatedAt),
        };
        const params = toParams(next);
        await tx.run(updateSql, [...params.slice(1, 16), next.updatedAt, id]);
        await bumpVersion(tx);
        return next;
      });
    },

    async toggle(id) {
      return db.transaction(async (tx) => {
        const row = await tx.get<BrokerRow>(`SELECT ${columns} FROM brokers WHERE id = ?`, [id]);
        if (!row) return null;
        const current = fromRow(row);
        const next: Broker = { ...current, isActive: !current.isActive, updatedAt: nowAfter(current.updatedAt) };
        await tx.run('UPDATE brokers SET is_active = ?, updated_at = ? WHERE id = ?', [
          next.isActive ? 1 : 0,
          next.updatedAt,
          id,
        ]);
        await bumpVersion(tx);
        return next;
      });
    },

    async delete(id) {
      return db.transaction(async (tx) => {
        const { changes } = await tx.run('DELETE FROM brokers WHERE id = ?', [id]);
        if (changes === 0) return false;
        await bumpVersion(tx);
        return true;
      });
    },

    async recordClick({ brokerId, ip, referrerPath, at = new Date() }) {
      const ipHash = ip ? hashIp(await ipHashSalt(db), ip) : null;
      // Clicks do not bump the data version: they change no page, and bumping would defeat the cache.
      await db.run(
        'INSERT INTO broker_clicks (id, broker_id, clicked_at, ip_hash, referrer_path) VALUES (?, ?, ?, ?, ?)',
        [randomUUID(), brokerId, at.toISOString(), ipHash, referrerPath],
      );
    },

    async countClicksSince(brokerId, since) {
      const row =
        brokerId === null
          ? await db.get<{ c: number }>('SELECT COUNT(*) AS c FROM broker_clicks WHERE clicked_at >= ?', [
              since.toISOString(),
            ])
          : await db.get<{ c: number }>(
              'SELECT COUNT(*) AS c FROM broker_clicks WHERE broker_id = ? AND clicked_at >= ?',
              [brokerId, since.toISOString()],
            );
      return Number(row?.c ?? 0);
    },

    async clickCountsSince(since) {
      const rows = await db.all<{ broker_id: string; c: number }>(
        'SELECT broker_id, COUNT(*) AS c FROM broker_clicks WHERE clicked_at >= ? GROUP BY broker_id',
        [since.toISOString()],
      );
      return Object.fromEntries(rows.map((row) => [row.broker_id, Number(row.c)]));
    },

    async dataVersion() {
      const row = await db.get<{ version: number }>('SELECT version FROM data_version WHERE name = ?', [
        brokersDataSet,
      ]);
      return Number(row?.version ?? 0);
    },

    async activeSnapshot() {
      const row = await db.get<{ version: number }>('SELECT version FROM data_version WHERE name = ?', [
        brokersDataSet,
      ]);
      const version = Number(row?.version ?? 0);
      const cached = activeLists.get(db);
      if (cached && cached.version === version) return { version, brokers: cached.brokers.map(copyBroker) };
      const brokers = await listActive();
      activeLists.set(db, { version, brokers });
      return { version, brokers: brokers.map(copyBroker) };
    },

    async seedDefaults() {
      const valid = defaultBrokers.map((broker) => brokerInputSchema.parse(broker));
      return db.transaction(async (tx) => {
        // Claiming the seed row first makes a second instance starting at the same time wait, then skip.
        const { changes } = await tx.run(
          'INSERT INTO seeds (id, applied_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING',
          [defaultBrokersSeed, new Date().toISOString()],
        );
        if (changes === 0) return false;
        // Distinct creation times keep the seeded order stable in listAll.
        for (const input of valid) await insert(tx, input, nowAfter());
        await bumpVersion(tx);
        return true;
      });
    },
  };
}

/** The broker service over the process-wide database (DATABASE_URL). */
export async function getBrokerService(): Promise<BrokerService> {
  return createBrokerService(await getDb());
}
