// `pnpm start`: build when build/ is missing or stale, then run the production server under a supervisor that
// restarts it if it crashes (server/supervisor.ts). SUPERVISE=0 runs the server in this process instead (a
// container whose orchestrator restarts it).
import { fileURLToPath } from 'node:url';
import { readConfig } from '../app/config.server.ts';
import { whenLauncherGone } from '../server/launcher.ts';
import { logInfo } from '../server/log.ts';
import { localUrl, nextSteps } from '../server/next-steps.ts';
import { siteDir } from '../server/paths.ts';
import { supervise } from '../server/supervisor.ts';
import { ensureBuild } from './ensure-build.ts';

try {
  await ensureBuild();
} catch (error) {
  console.error(`Build failed: ${(error as Error).message}`);
  process.exit(1);
}

if (process.env.SUPERVISE === '0') {
  await import('../server/main.ts');
} else {
  let told = false;
  const supervisor = supervise({
    module: fileURLToPath(new URL('../server/main.ts', import.meta.url)),
    // Whoever ran `pnpm start` learns where the site is and what to do next, once (not after each restart).
    onReady() {
      if (told) return;
      told = true;
      const config = readConfig(undefined, siteDir);
      console.log(nextSteps(localUrl(config.host, config.port), config));
    },
  });
  process.on('SIGTERM', () => supervisor.stop('SIGTERM'));
  process.on('SIGINT', () => supervisor.stop('SIGINT'));
}
// A SIGTERM to `npx pnpm start` does not reach this process (server/launcher.ts): stop as if it had.
whenLauncherGone(() => {
  logInfo('the command that started the server has gone; stopping');
  process.kill(process.pid, 'SIGTERM');
});
