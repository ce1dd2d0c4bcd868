// `pnpm db:seed-demo`: demo signals for development and screenshots, in DATABASE_URL. Refuses a database that
// already holds signals (real ones must never be mixed with invented results); the server never runs this.
import { handleHelp } from './usage.ts';
import { loadAppModule as load } from './app-modules.ts';
import type * as DbModule from '../app/platform/db/db.server.ts';
import type * as SeedModule from '../app/features/signals/seed-demo.server.ts';
import { readConfig } from '../app/config.server.ts';
import { siteDir } from '../server/paths.ts';

handleHelp(`Usage: pnpm db:seed-demo

Fills DATABASE_URL with demo signals; refuses a database that already holds signals.`);

const url = readConfig(undefined, siteDir).databaseUrl;
process.env.DATABASE_URL = url;
try {
  const { getDb, closeDb } = await load<typeof DbModule>('../app/platform/db/db.server.ts');
  const { seedDemoSignals } = await load<typeof SeedModule>('../app/features/signals/seed-demo.server.ts');
  const result = await seedDemoSignals(await getDb());
  await closeDb();
  if ('refused' in result) {
    console.error(result.refused);
    process.exitCode = 1;
  } else console.info(`Seeded ${result.seeded} demo signals.`);
} catch (error) {
  console.error(`Seeding failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
