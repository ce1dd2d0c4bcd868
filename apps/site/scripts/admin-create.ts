// `pnpm admin:create`: creates an administrator for /secure/admin. There is no default account (a default one is a known password).
// Reads ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD when set, else prompts (the password without echo, twice).
import { handleHelp } from './usage.ts';
import { ask } from './account-prompts.ts';
import { loadAppModule as load, runScript, step, withDatabase } from './app-modules.ts';

import type * as AdminsExports from '../app/platform/auth/admins.server.ts';

handleHelp(`Usage: pnpm admin:create

Creates an administrator for /secure/admin. Reads ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD
when set, else asks in the terminal (the password without echo, twice). Uses DATABASE_URL.`);

type AdminsModule = typeof AdminsExports;

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const password = await ask('Password (12+ characters, not a common one, not containing the username): ', {
    hidden: true,
  });
  const again = await ask('Repeat the password: ', { hidden: true });
  if (password !== again) throw new Error('The two passwords differ. Nothing was created.');
  return password;
}

await runScript(async () => {
  const username = process.env.ADMIN_USERNAME || (await ask('Admin username: '));
  const email = process.env.ADMIN_EMAIL || (await ask('Admin e-mail: '));
  const password = await readPassword();
  step('Loading the data layer...');
  const { createAdmin } = await load<AdminsModule>('../app/platform/auth/admins.server.ts');
  await withDatabase(
    async (db) => {
      step('Hashing the password (scrypt, takes a moment)...');
      const admin = await createAdmin(db, { username, email, password });
      step(`Created admin "${admin.username}" (${admin.email}, role ${admin.role}). Sign in at /secure/admin/login.`);
    },
    { announce: true },
  );
});
