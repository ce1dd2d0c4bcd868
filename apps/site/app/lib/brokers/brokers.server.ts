import { createHash, randomUUID } from 'node:crypto';
import { getDb } from '../db/db.server';
import type { Db } from '../db/types';
import { ipHashSalt } from '../../http/ip-hash.server';
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

// Security finding "click-out counting": a click counts at most once per (hashed IP, broker) and
// 30-minute window, and raw rows older than 90 days are folded into daily totals.
const minuteMs = 60_000;
const dayMs = 86_400_000;
/** A click-out counts at most once per hashed IP, broker and window of this length. */
export const clickWindowMs = 30 * minuteMs;
/** Raw click rows older than this are folded into daily totals. */
export const clickRetentionDays = 90;
// Bounded work per fold: at most this many rows per transaction, and this many transactions per run.
const foldBatchSize = 1000;
const foldBatchesPerRun = 10;
// recordClick folds at most this often per process and database.
const foldIntervalMs = 60 * minuteMs;

/** The fixed 30-minute window (counted from the epoch) a click at `at` falls in. */
export function clickWindow(at: Date): number {
  return Math.floor(at.getTime() / clickWindowMs);
}

/** The first UTC day (YYYY-MM-DD) starting at or after `since`: a daily total counts only when its whole day is in the range. */
function firstWholeDay(since: Date): string {
  return new Date(Math.ceil(since.getTime() / dayMs) * dayMs).toISOString().slice(0, 10);
}

/** Clicks per broker and UTC day, in a fixed order (concurrent folds then lock daily rows in the same order). */
function countByDay(rows: ReadonlyArray<{ broker_id: string; clicked_at: string }>) {
  const totals = new Map<string, { brokerId: string; day: string; clicks: number }>();
  for (const row of rows) {
    // clicked_at is always written by recordClick as toISOString(): its first 10 characters are the UTC day.
    const day = row.clicked_at.slice(0, 10);
    const key = JSON.stringify([row.broker_id, day]);
    const total = totals.get(key) ?? { brokerId: row.broker_id, day, clicks: 0 };
    total.clicks++;
    totals.set(key, total);
  }
  return [...totals.values()].sort((a, b) =>
    a.brokerId === b.brokerId ? a.day.localeCompare(b.day) : a.brokerId < b.brokerId ? -1 : 1,
  );
}

/**
 * Moves up to one batch of raw click rows from before `cutoff` into daily totals, in one transaction.
 * DELETE ... RETURNING hands each row to exactly one fold, so two instances folding at once never count
 * a row twice; on PostgreSQL SKIP LOCKED also lets them take different rows instead of waiting.
 */
async function foldBatch(db: Db, cutoff: string): Promise<number> {
  const skipLocked = db.dialect === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : '';
  return db.transaction(async (tx) => {
    const rows = await tx.all<{ broker_id: string; clicked_at: string }>(
      'DELETE FROM broker_clicks WHERE id IN (SELECT id FROM broker_clicks WHERE clicked_at < ? ' +
        `ORDER BY clicked_at LIMIT ?${skipLocked}) RETURNING broker_id, clicked_at`,
      [cutoff, foldBatchSize],
    );
    for (const { brokerId, day, clicks } of countByDay(rows)) {
      await tx.run(
        'INSERT INTO broker_click_daily (broker_id, day, clicks) VALUES (?, ?, ?) ' +
          'ON CONFLICT (broker_id, day) DO UPDATE SET clicks = broker_click_daily.clicks + excluded.clicks',
        [brokerId, day, clicks],
      );
    }
    return rows.length;
  });
}

/** Folds raw click rows older than 90 days (before `now`) into daily totals: bounded work, one transaction per batch. */
export async function foldOldClicks(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - clickRetentionDays * dayMs).toISOString();
  let folded = 0;
  for (let batch = 0; batch < foldBatchesPerRun; batch++) {
    const moved = await foldBatch(db, cutoff);
    folded += moved;
    if (moved < foldBatchSize) break;
  }
  return folded;
}

// When this process last started a fold, per database.
const foldStartedAt = new WeakMap<Db, number>();

/** Runs foldOldClicks at most once an hour per process; a failure is logged and retried an hour later, never thrown. */
async function foldIfDue(db: Db): Promise<void> {
  const now = Date.now();
  const last = foldStartedAt.get(db);
  if (last !== undefined && now - last < foldIntervalMs) return;
  // Set before awaiting: parallel clicks see it and skip, so one fold runs at a time.
  foldStartedAt.set(db, now);
  try {
    await foldOldClicks(db, new Date(now));
  } catch (error) {
    // The click itself is recorded; a click-out must not fail because housekeeping did.
    console.error('[brokers] could not fold old click-outs into daily totals', error);
  }
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
      // The unique index on (broker_id, COALESCE(ip_hash, ''), click_window) makes the check and the
      // insert one atomic statement on both engines: parallel requests and other instances sharing the
      // database wait on the index entry and then do nothing. (A SELECT-then-INSERT, even in a transaction,
      // would let two PostgreSQL READ COMMITTED transactions both see no row and both insert.)
      const { changes } = await db.run(
        'INSERT INTO broker_clicks (id, broker_id, clicked_at, ip_hash, referrer_path, click_window) ' +
          'VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
        [randomUUID(), brokerId, at.toISOString(), ipHash, referrerPath, clickWindow(at)],
      );
      await foldIfDue(db);
      return changes > 0;
    },

    foldOldClicks: (now) => foldOldClicks(db, now),

    async countClicksSince(brokerId, since) {
      const [filter, params] = brokerId === null ? ['', []] : ['broker_id = ? AND ', [brokerId]];
      const row = await db.get<{ c: number }>(
        `SELECT (SELECT COUNT(*) FROM broker_clicks WHERE ${filter}clicked_at >= ?) + ` +
          `(SELECT COALESCE(SUM(clicks), 0) FROM broker_click_daily WHERE ${filter}day >= ?) AS c`,
        [...params, since.toISOString(), ...params, firstWholeDay(since)],
      );
      return Number(row?.c ?? 0);
    },

    async clickCountsSince(since) {
      // PostgreSQL sums BIGINTs as NUMERIC (a string from postgres.js): Number() reads both engines alike.
      const rows = await db.all<{ broker_id: string; c: number | string }>(
        'SELECT broker_id, SUM(c) AS c FROM (' +
          'SELECT broker_id, COUNT(*) AS c FROM broker_clicks WHERE clicked_at >= ? GROUP BY broker_id ' +
          'UNION ALL SELECT broker_id, SUM(clicks) AS c FROM broker_click_daily WHERE day >= ? GROUP BY broker_id' +
          ') AS counts GROUP BY broker_id',
        [since.toISOString(), firstWholeDay(since)],
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
