// `pnpm admin:create`: creates an administrator for /secure/admin (issue 5). There is no default account.
// Reads ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD when set, else prompts (the password without echo, twice).
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

import type * as AdminsExports from '../app/lib/auth/admins.server.ts';
import type * as DbExports from '../app/lib/db/db.server.ts';

type AdminsModule = typeof AdminsExports;
type DbModule = typeof DbExports;

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

const step = (message: string) => console.info(`• ${message}`);

// The app's modules use Vite-style imports; load them through Vite's module runner.
const load = async <T>(path: string) =>
  (await runnerImport<T>(fileURLToPath(new URL(path, import.meta.url)), { configFile: false, logLevel: 'error' }))
    .module;

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const password = await ask('Password (at least 12 characters): ', { hidden: true });
  const again = await ask('Repeat the password: ', { hidden: true });
  if (password !== again) throw new Error('The two passwords differ. Nothing was created.');
  return password;
}

try {
  const username = process.env.ADMIN_USERNAME || (await ask('Admin username: '));
  const email = process.env.ADMIN_EMAIL || (await ask('Admin e-mail: '));
  const password = await readPassword();
  step('Loading the data layer...');
  const { createAdmin, AdminSetupError } = await load<AdminsModule>('../app/lib/auth/admins.server.ts');
  const { getDb, closeDb } = await load<DbModule>('../app/lib/db/db.server.ts');
  try {
    step(
      `Opening the database (${(process.env.DATABASE_URL ?? 'file:./data/site.db').replace(/\/\/[^@/]*@/, '//***@')}) and applying migrations...`,
    );
    const db = await getDb();
    step('Hashing the password (scrypt, takes a moment)...');
    const admin = await createAdmin(db, { username, email, password });
    step(`Created admin "${admin.username}" (${admin.email}, role ${admin.role}). Sign in at /secure/admin/login.`);
  } catch (error) {
    if (error instanceof AdminSetupError) {
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
