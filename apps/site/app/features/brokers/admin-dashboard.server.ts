import { type Broker, createBrokerService } from './brokers.server';
import { type ClickPeriod, clickTotals } from './click-series.server';
import type { Db } from '~/platform/db/types';

/** What a dashboard card shows plus its click-outs over the last 30 days. */
export interface DashboardBroker {
  id: string;
  name: string;
  description: string;
  logo: string;
  minDeposit: string;
  spreads: string;
  leverage: string;
  /** Platforms joined by commas, as the card shows them. */
  platforms: string;
  isActive: boolean;
  clicks30d: number;
}

/** The cards' click window: the last 30 UTC days, today included, as in the 30-day chart. */
export const clickWindowDays = 30 satisfies ClickPeriod;

function toDashboardBroker(broker: Broker, clicks: Record<string, number>): DashboardBroker {
  return {
    id: broker.id,
    name: broker.name,
    description: broker.description,
    logo: broker.logo,
    minDeposit: broker.minDeposit,
    spreads: broker.spreads,
    leverage: broker.leverage,
    platforms: broker.tradingPlatforms.join(', '),
    isActive: broker.isActive,
    clicks30d: clicks[broker.id] ?? 0,
  };
}

/** The dashboard's list (filtered by name or description, case-insensitive, as the original's search) and its counters. */
export async function loadDashboard(
  db: Db,
  options: { query?: string; now?: Date } = {},
): Promise<{ brokers: DashboardBroker[]; counts: { total: number; active: number; inactive: number }; all: Broker[] }> {
  const service = createBrokerService(db);
  const now = options.now ?? new Date();
  // From the per-day counts (migration 061): brokers × 30 rows, however many clicks were recorded.
  const [all, clicks] = await Promise.all([service.listAll(), clickTotals(db, clickWindowDays, now)]);
  const needle = (options.query ?? '').trim().toLowerCase();
  const shown = needle
    ? all.filter(
        (broker) => broker.name.toLowerCase().includes(needle) || broker.description.toLowerCase().includes(needle),
      )
    : all;
  const active = all.filter((broker) => broker.isActive).length;
  return {
    all,
    counts: { total: all.length, active, inactive: all.length - active },
    brokers: shown.map((broker) => toDashboardBroker(broker, clicks)),
  };
}
