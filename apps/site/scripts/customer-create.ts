// `pnpm customer:create`: creates a customer account for the sign-in of /login and POST /api/auth/login.
// Reads CUSTOMER_EMAIL, CUSTOMER_NAME and CUSTOMER_PASSWORD when set, else prompts (the password without echo).
import { handleHelp } from './usage.ts';
import { ask } from './account-prompts.ts';
import { loadAppModule as load } from './app-modules.ts';

import type * as customers from '../app/features/customers/customers.server.ts';
import type * as database from '../app/platform/db/db.server.ts';

handleHelp(`Usage: pnpm customer:create

Creates a customer account. Reads CUSTOMER_EMAIL, CUSTOMER_NAME and CUSTOMER_PASSWORD when set, else
asks in the terminal (the password without echo). Uses DATABASE_URL.`);

type CustomersModule = typeof customers;
type DbModule = typeof database;

try {
  const email = process.env.CUSTOMER_EMAIL || (await ask('Customer e-mail: '));
  const name = process.env.CUSTOMER_NAME ?? (process.stdin.isTTY ? await ask('Name (optional): ') : '');
  const password =
    process.env.CUSTOMER_PASSWORD ||
    (await ask('Password (12+ characters, not a common one, not containing the e-mail): ', { hidden: true }));
  const { createCustomer, CustomerSetupError } = await load<CustomersModule>(
    '../app/features/customers/customers.server.ts',
  );
  const { getDb, closeDb } = await load<DbModule>('../app/platform/db/db.server.ts');
  try {
    const customer = await createCustomer(await getDb(), { email, name, password });
    console.info(`Created customer ${customer.email}.`);
  } catch (error) {
    if (error instanceof CustomerSetupError) {
      console.error(error.message);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await closeDb();
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
