// `pnpm admin:reset-2fa -- <username>`: removes every second factor of an admin (authenticator app, recovery
// codes, passkeys) and ends the admin's sessions, for a lost phone when no other super admin can do it from the
// Security pages. The admin then signs in with the password and, under ADMIN_REQUIRE_2FA, enrols again.
import { handleHelp } from './usage.ts';
import { ask } from './account-prompts.ts';
import { loadAppModule as load, runScript, step, withDatabase } from './app-modules.ts';

import type * as AdminExports from '../app/platform/auth/admins.server.ts';
import type * as FactorExports from '../app/features/admin-auth/factors/factor-admin.server.ts';
import type * as ThrottleExports from '../app/platform/auth/throttle.server.ts';
import type * as SecondStepExports from '../app/features/admin-auth/factors/second-step.server.ts';

handleHelp(`Usage: pnpm admin:reset-2fa -- <username>

Removes every second factor of an admin (authenticator app, recovery codes, passkeys) and ends its
sessions, for a lost phone. Uses DATABASE_URL.`);

const argument = process.argv.slice(2).find((arg) => arg !== '--');

await runScript(async () => {
  if (argument === undefined && !process.stdin.isTTY) throw new Error('Usage: pnpm admin:reset-2fa -- <username>');
  const username = (argument ?? (await ask('Username whose second factors to remove: '))).trim();
  if (!username) throw new Error('No username given. Nothing was changed.');
  step('Loading the data layer...');
  const { findAdminByUsername } = await load<typeof AdminExports>('../app/platform/auth/admins.server.ts');
  const { resetFactors } = await load<typeof FactorExports>(
    '../app/features/admin-auth/factors/factor-admin.server.ts',
  );
  const { unlockUsername } = await load<typeof ThrottleExports>('../app/platform/auth/throttle.server.ts');
  const { secondStepKey } = await load<typeof SecondStepExports>(
    '../app/features/admin-auth/factors/second-step.server.ts',
  );
  await withDatabase(async (db) => {
    const admin = await findAdminByUsername(db, username);
    if (!admin) throw new Error(`No admin is named "${username}". Nothing was changed.`);
    await resetFactors(db, { id: admin.id, username: 'command line (admin:reset-2fa)' }, admin.id);
    await unlockUsername(db, secondStepKey(username, '').username);
    step(`Removed every second factor of "${username}" and ended its sessions.`);
  });
});
