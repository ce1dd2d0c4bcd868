// `pnpm customer:create`: creates a customer account for the sign-in of /login and POST /api/auth/login.
// Reads CUSTOMER_EMAIL, CUSTOMER_NAME and CUSTOMER_PASSWORD when set, else prompts (the password without echo).
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

import type * as customers from '../app/lib/customers/customers.server.ts';
import type * as database from '../app/lib/db/db.server.ts';

type CustomersModule = typeof customers;
type DbModule = typeof database;

function ask(question: string, options: { hidden?: boolean } = {}): Promise<string> {
  if (!process.stdin.isTTY) {
    return Promise.reject(
      new Error(`${question.replace(/: $/, '')} is needed: set it in the environment or run in a terminal.`),
    );
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (options.hidden) {
    // Echo nothing while the password is typed.
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    output._writeToOutput = (text: string) => {
      if (text.startsWith(question)) process.stdout.write(question);
    };
  }
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      if (options.hidden) process.stdout.write('\n');
      resolve(answer);
    });
  });
}

// The app's modules use Vite-style imports; load them through Vite's module runner.
const load = async <T>(path: string) =>
  (await runnerImport<T>(fileURLToPath(new URL(path, import.meta.url)), { configFile: false, logLevel: 'error' }))
    .module;

try {
  const email = process.env.CUSTOMER_EMAIL || (await ask('Customer e-mail: '));
  const name = process.env.CUSTOMER_NAME ?? (process.stdin.isTTY ? await ask('Name (optional): ') : '');
  const password =
    process.env.CUSTOMER_PASSWORD || (await ask('Password (at least 12 characters): ', { hidden: true }));
  const { createCustomer, CustomerSetupError } = await load<CustomersModule>(
    '../app/lib/customers/customers.server.ts',
  );
  const { getDb, closeDb } = await load<DbModule>('../app/lib/db/db.server.ts');
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
