import type { Db } from '~/platform/db/types';
import type { Broker } from './broker-schema';
import { detailsFromRow, detailsToColumns } from './broker-detail-rows.server';
import { brokerRating } from './rating';
import { parseList } from './list-column';

/*
 * The `brokers` table: its columns, the mapping between a row and a Broker, and the reads and writes of whole
 * rows. Lists are JSON text, booleans 0/1, timestamps ISO text (migration 001).
 */

const brokerColumns = [
  'id',
  'name',
  'description',
  'website',
  'logo',
  'features',
  // Written, never read: the rating computed by the published method (rating.ts), kept in the column so a
  // previous release still running beside this one (rolling deploy, rollback) reads the same rating.
  'rating',
  'min_deposit',
  'leverage',
  'spreads',
  'regulation',
  'trading_platforms',
  'account_types',
  'contact_email',
  'referral_link',
  'is_active',
  'created_at',
  'updated_at',
  // Migration 060: the broker detail figures.
  'slug',
  'spread_pips',
  'commission_usd',
  'min_deposit_amount',
  'min_deposit_currency',
  'max_leverage',
  'regulators',
  'retail_loss_percent',
  'retail_loss_date',
  'year_founded',
  'headquarters',
  'products',
  'demo_account',
  'islamic_account',
  'deposit_methods',
  // Migration 078: dated costs, the minimum spread, swaps and non-trading fees.
  'min_spread_pips',
  'swap_long_usd',
  'swap_short_usd',
  'inactivity_fee_usd',
  'withdrawal_fee_usd',
  'figures_date',
  'figures_source',
] as const;
type BrokerColumn = (typeof brokerColumns)[number];

/** A row as the database returns it: text columns, numbers (read through Number() on both engines), and NULLs. */
export type BrokerRow = Record<BrokerColumn, string | number | null> &
  Omit<Record<BrokerColumn, string>, 'is_active' | DetailNumberColumn | 'slug'> & {
    is_active: number;
  };
type DetailNumberColumn =
  | 'spread_pips'
  | 'min_spread_pips'
  | 'swap_long_usd'
  | 'swap_short_usd'
  | 'inactivity_fee_usd'
  | 'withdrawal_fee_usd'
  | 'commission_usd'
  | 'min_deposit_amount'
  | 'max_leverage'
  | 'retail_loss_percent'
  | 'year_founded'
  | 'demo_account'
  | 'islamic_account';

/** Column values of one broker, by column name. */
export type BrokerColumns = Record<BrokerColumn, string | number | null>;

const selectList = brokerColumns.join(', ');

function fromRow(row: BrokerRow): Broker {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    website: row.website,
    logo: row.logo,
    features: parseList(row.features),
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
    ...detailsFromRow(row),
  };
}

/** A broker as column values. */
export function toColumns(broker: Broker): BrokerColumns {
  return {
    id: broker.id,
    name: broker.name,
    description: broker.description,
    website: broker.website,
    logo: broker.logo,
    features: JSON.stringify(broker.features),
    rating: brokerRating(broker).total,
    min_deposit: broker.minDeposit,
    leverage: broker.leverage,
    spreads: broker.spreads,
    regulation: JSON.stringify(broker.regulation),
    trading_platforms: JSON.stringify(broker.tradingPlatforms),
    account_types: JSON.stringify(broker.accountTypes),
    contact_email: broker.contactEmail,
    referral_link: broker.referralLink,
    is_active: broker.isActive ? 1 : 0,
    created_at: broker.createdAt,
    updated_at: broker.updatedAt,
    ...detailsToColumns(broker),
  } as BrokerColumns;
}

/** One broker by its current slug, or null. */
export async function readBrokerBySlug(db: Db, slug: string): Promise<Broker | null> {
  const row = await db.get<BrokerRow>(`SELECT ${selectList} FROM brokers WHERE slug = ?`, [slug]);
  return row ? fromRow(row) : null;
}

/** One broker, or null. */
export async function readBroker(db: Db, id: string): Promise<Broker | null> {
  const row = await db.get<BrokerRow>(`SELECT ${selectList} FROM brokers WHERE id = ?`, [id]);
  return row ? fromRow(row) : null;
}

/** Every broker (or only the active ones), oldest first. */
export async function readBrokers(db: Db, options: { activeOnly?: boolean } = {}): Promise<Broker[]> {
  const where = options.activeOnly ? 'WHERE is_active = 1 ' : '';
  return (await db.all<BrokerRow>(`SELECT ${selectList} FROM brokers ${where}ORDER BY created_at, id`)).map(fromRow);
}

/** Inserts one broker. */
export async function insertRow(db: Db, broker: Broker): Promise<void> {
  const values = toColumns(broker);
  await db.run(
    `INSERT INTO brokers (${selectList}) VALUES (${brokerColumns.map(() => '?').join(', ')})`,
    brokerColumns.map((column) => values[column]),
  );
}

/**
 * Sets the given columns of one broker (never its id or creation time). The SET list is built from the known
 * column names, in their fixed order, so each value goes to the column it is named after.
 */
export async function writeColumns(db: Db, id: string, values: Partial<BrokerColumns>): Promise<void> {
  const columns = brokerColumns.filter((column) => column !== 'id' && column !== 'created_at' && column in values);
  await db.run(`UPDATE brokers SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE id = ?`, [
    ...columns.map((column) => values[column]),
    id,
  ]);
}
