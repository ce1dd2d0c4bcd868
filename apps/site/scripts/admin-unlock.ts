// `pnpm admin:unlock -- <username>`: forgets every failed sign-in of a username, from every address, so an
// admin locked out by a guess spread over many addresses (50 an hour) can sign in again at once: no e-mail,
// no waiting. Prompts for the username when none is given. A customer is `customer:<e-mail>`.
import { handleHelp } from './usage.ts';
import { ask } from './account-prompts.ts';
import { loadAppModule as load, runScript, step, withDatabase } from './app-modules.ts';

import type * as ThrottleExports from '../app/platform/auth/throttle.server.ts';
import type * as SecondStepExports from '../app/features/admin-auth/factors/second-step.server.ts';

handleHelp(`Usage: pnpm admin:unlock -- <username>

Forgets every failed sign-in of a username (a customer is customer:<e-mail>), lifting its lock-out.
Asks for the username in a terminal when none is given. Uses DATABASE_URL.`);

type ThrottleModule = typeof ThrottleExports;

// `pnpm admin:unlock -- alice` may pass the `--` through; it is never a username.
const argument = process.argv.slice(2).find((arg) => arg !== '--');

await runScript(async () => {
  if (argument === undefined && !process.stdin.isTTY) throw new Error('Usage: pnpm admin:unlock -- <username>');
  const username = (argument ?? (await ask('Username to unlock: '))).trim();
  if (!username) throw new Error('No username given. Nothing was changed.');
  step('Loading the data layer...');
  const { unlockUsername } = await load<ThrottleModule>('../app/platform/auth/throttle.server.ts');
  const { secondStepKey } = await load<typeof SecondStepExports>(
    '../app/features/admin-auth/factors/second-step.server.ts',
  );
  await withDatabase(
    async (db) => {
      step(`Clearing the failed sign-ins of "${username}"...`);
      // The second sign-in step has its own counter under the same throttle: lifted together.
      const removed =
        (await unlockUsername(db, username)) + (await unlockUsername(db, secondStepKey(username, '').username));
      step(
        removed
          ? `Removed ${removed} failed sign-in${removed === 1 ? '' : 's'}: "${username}" can sign in again now.`
          : `No failed sign-ins recorded for "${username}": nothing to unlock.`,
      );
    },
    { announce: true },
  );
});
