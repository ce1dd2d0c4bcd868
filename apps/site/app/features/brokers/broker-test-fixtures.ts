import { afterAll } from 'vitest';
import type { Db } from '~/platform/db/types';
import { emptyBrokerDetails } from './broker-details';
import type { BrokerInput } from './broker-schema';
import { clickWindow, createBrokerService } from './brokers.server';

export const minute = 60_000;
export const day = 86_400_000;

/** A click row written straight to the table, as one stored long ago (or before the dedupe) would be. */
export async function insertRawClick(db: Db, brokerId: string, at: Date, ipHash: string | null = null): Promise<void> {
  await db.run(
    'INSERT INTO broker_clicks (id, broker_id, clicked_at, ip_hash, referrer_path, click_window) VALUES (?, ?, ?, ?, ?, ?)',
    [crypto.randomUUID(), brokerId, at.toISOString(), ipHash, null, clickWindow(at)],
  );
}

/** How many raw click rows match `where`. */
export const rawCount = async (db: Db, where = '1 = 1', params: unknown[] = []) =>
  Number((await db.get<{ c: number }>(`SELECT COUNT(*) AS c FROM broker_clicks WHERE ${where}`, params))?.c);

/** The dashboard's broker form filled in validly, as the fields a browser posts. */
export const validBrokerForm = {
  name: 'Zephyr FX',
  description: 'Zero-commission accounts',
  minDeposit: '$50',
  spreads: 'From 0.2 pips',
  leverage: '1:200',
  tradingPlatforms: 'MT5, cTrader',
};

/** A valid broker input, with `overrides` applied. */
export const sample = (overrides: Partial<BrokerInput> = {}): BrokerInput => ({
  ...emptyBrokerDetails,
  name: 'Test Broker',
  description: 'A broker used in tests',
  website: 'https://test-broker.example/',
  logo: 'https://test-broker.example/logo.png',
  features: ['Copy Trading', 'Free VPS'],
  minDeposit: '$50',
  leverage: '1:100',
  spreads: 'From 1 pip',
  regulation: ['FCA'],
  tradingPlatforms: ['MT4'],
  accountTypes: ['Standard'],
  contactEmail: 'ib@test-broker.example',
  referralLink: 'https://test-broker.example/ref',
  ...overrides,
});

/** Opens fresh databases of one dialect for a suite, each with a broker service, closed after the suite. */
export function freshBrokerServices(open: () => Promise<Db>) {
  const opened: Db[] = [];
  afterAll(async () => {
    for (const db of opened) await db.close();
  });
  return async () => {
    const db = await open();
    opened.push(db);
    return { db, brokers: createBrokerService(db) };
  };
}
