// Builds apps/site when build/ is missing or stale; `node scripts/ensure-build.ts` does it from the shell.
import { spawn } from 'node:child_process';
import { closeSync, openSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { buildDir, siteDir } from '../server/paths.ts';
import { staleReason } from './build-stamp.ts';

const lockFile = () => `${buildDir()}.lock`;

function run(args: string[]): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    // process.execPath: the Node 24 running this script, not whatever `node` the PATH finds first.
    const child = spawn(process.execPath, args, { cwd: siteDir, stdio: 'inherit', env: process.env });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolvePromise() : reject(new Error(`${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** Holds a lock file so two builds (e2e and bench started together) never write build/ at once. */
async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      closeSync(openSync(lockFile(), 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        // A lock older than five minutes belongs to a build that died.
        if (Date.now() - statSync(lockFile()).mtimeMs > 5 * 60_000) unlinkSync(lockFile());
      } catch {
        // removed meanwhile
      }
      if (Date.now() - started > 10 * 60_000) throw new Error(`Gave up waiting for ${lockFile()}`);
      await new Promise((resolveWait) => setTimeout(resolveWait, 500));
    }
  }
  try {
    return await work();
  } finally {
    unlinkSync(lockFile());
  }
}

/** Builds when needed, printing why; returns whether it built. */
export async function ensureBuild(log: (line: string) => void = console.log): Promise<boolean> {
  const reason = staleReason();
  if (!reason) return false;
  // While the sources are mid-edit (and do not build), SKIP_BUILD=1 runs whatever build there is.
  if (process.env.SKIP_BUILD === '1' && reason !== 'no build yet') {
    log(`SKIP_BUILD=1: using the existing build in ${buildDir()} although ${reason}.`);
    return false;
  }
  return withBuildLock(async () => {
    const stillStale = staleReason(); // another process may have built while we waited
    if (!stillStale) return false;
    log(`Building the site into ${buildDir()}: ${stillStale}…`);
    const started = Date.now();
    await run([join(siteDir, 'node_modules/@react-router/dev/bin.js'), 'build']);
    await run([join(siteDir, 'scripts/postbuild.ts')]);
    log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return true;
  });
}

if (import.meta.main) {
  try {
    await ensureBuild();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
