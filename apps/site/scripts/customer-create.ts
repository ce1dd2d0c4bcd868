// `pnpm customer:create`: creates a customer account for the sign-in of /login and POST /api/auth/login.
// Reads CUSTOMER_EMAIL, CUSTOMER_NAME and CUSTOMER_PASSWORD when set, else prompts (the password without echo).
import { handleHelp } from './usage.ts';
import { ask } from './account-prompts.ts';
import { loadAppModule as load, runScript, withDatabase } from './app-modules.ts';

import type * as customers from '../app/features/customers/customers.server.ts';

handleHelp(`Usage: pnpm customer:create

Creates a customer account. Reads CUSTOMER_EMAIL, CUSTOMER_NAME and CUSTOMER_PASSWORD when set, else
asks in the terminal (the password without echo). Uses DATABASE_URL.`);

type CustomersModule = typeof customers;

await runScript(async () => {
  const email = process.env.CUSTOMER_EMAIL || (await ask('Customer e-mail: '));
  const name = process.env.CUSTOMER_NAME ?? (process.stdin.isTTY ? await ask('Name (optional): ') : '');
  const password =
    process.env.CUSTOMER_PASSWORD ||
    (await ask('Password (12+ characters, not a common one, not containing the e-mail): ', { hidden: true }));
  const { createCustomer } = await load<CustomersModule>('../app/features/customers/customers.server.ts');
  await withDatabase(async (db) => {
    const customer = await createCustomer(db, { email, name, password });
    console.info(`Created customer ${customer.email}.`);
  });
});
