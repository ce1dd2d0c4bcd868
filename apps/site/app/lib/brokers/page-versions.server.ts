import { getDb } from '../db/db.server';
import { createBrokerService } from './brokers.server';

/**
 * Server-rendered pages whose HTML depends only on their URL and on the brokers data version: the
 * production server keeps each per version (server/page-cache.ts). Every broker write bumps the
 * version in the database, so a change made on any instance shows on the next request everywhere.
 */
export const cachedPageVersions: Readonly<Record<string, () => Promise<string>>> = {
  '/ib-partners': async () => `brokers-v${await createBrokerService(await getDb()).dataVersion()}`,
};
