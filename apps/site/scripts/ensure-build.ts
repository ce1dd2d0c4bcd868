// Builds apps/site when build/ is missing or stale; `node scripts/ensure-build.ts` does it from the shell.
import { spawn } from 'node:child_process';
import { closeSync, openSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { buildDir, siteDir } from '../server/paths.ts';
import { previousBuildSeconds, recordBuildSeconds, staleReason } from './build-stamp.ts';

const lockFile = () => `${buildDir()}.lock`;

// The build's own output reduced to one line per step; the whole of it is printed only when the build fails.
const buildSteps: readonly (readonly [RegExp, string])[] = [
  [/building client environment/i, 'compiling the pages for the browser'],
  [/building ssr environment/i, 'compiling the server'],
  [/^Prerender/, 'prerendering the static pages'],
];

/** The step a line of the build's output begins, in words, or undefined for the hundreds of other lines. */
export function buildStepOf(line: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- Vite colours its lines even into a pipe
  const plain = line.replace(/\u001b\[[0-9;]*m/g, '').trim();
  return buildSteps.find(([pattern]) => pattern.test(plain))?.[1];
}

/** Runs a build step with its output kept, not shown: `onLine` sees each line; a failure carries the output. */
function run(args: string[], onLine: (line: string) => void): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    // process.execPath: the Node 24 running this script, not whatever `node` the PATH finds first.
    const child = spawn(process.execPath, args, { cwd: siteDir, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const output: string[] = [];
    let partial = '';
    const take = (chunk: Buffer) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop()!;
      for (const line of lines) {
        output.push(line);
        onLine(line);
      }
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (partial) output.push(partial);
      if (code === 0) return resolvePromise();
      reject(new Error(`${args.join(' ')} failed (${signal ?? `exit ${code}`}):\n${output.join('\n')}`));
    });
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
    const previous = previousBuildSeconds();
    log(
      `Building the site into ${buildDir()} (${stillStale}; ${previous ? `the last build took ${previous} s` : 'a first build takes a few minutes'})…`,
    );
    const started = Date.now();
    const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
    const shown = new Set<string>();
    const onLine = (line: string) => {
      const step = buildStepOf(line);
      if (step && !shown.has(step)) {
        shown.add(step);
        log(`  ${step} (${elapsed()})`);
      }
    };
    // Some steps run for minutes without a line worth showing: say it is still going.
    const heartbeat = setInterval(() => log(`  still building (${elapsed()})…`), 60_000);
    try {
      await run([join(siteDir, 'node_modules/@react-router/dev/bin.js'), 'build'], onLine);
      log(`  compressing the files (${elapsed()})`);
      await run([join(siteDir, 'scripts/postbuild.ts')], onLine);
    } finally {
      clearInterval(heartbeat);
    }
    const seconds = Math.round((Date.now() - started) / 1000);
    recordBuildSeconds(seconds);
    log(`Built in ${seconds} s.`);
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
