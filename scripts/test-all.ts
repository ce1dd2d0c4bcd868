// `pnpm test`: the whole suite in order, stopping at the first failure. Ends with "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

interface Stage {
  name: string;
  script: string;
  /** Why the stage is skipped, if it is. */
  skip?: () => string | undefined;
}

const stages: Stage[] = [
  { name: 'lint, typecheck, format', script: 'check' },
  { name: 'unit tests', script: 'test:unit' },
  {
    name: 'story tests',
    script: 'test:stories',
    skip: () => (existsSync(join(root, 'scripts/test-stories.ts')) ? undefined : 'scripts/test-stories.ts is missing'),
  },
  { name: 'end-to-end tests', script: 'test:e2e' },
];

function log(line: string): void {
  console.log(`[test] ${line}`);
}

/** The pnpm that started us (pnpm sets npm_execpath), else the pinned one through npx. */
function pnpmCommand(): { command: string; args: string[] } {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/i.test(execPath)) {
    return /\.(c|m)?js$/.test(execPath)
      ? { command: process.execPath, args: [execPath] }
      : { command: execPath, args: [] };
  }
  return { command: 'npx', args: ['-y', 'pnpm@12.21.0'] };
}

/** Chromium for Playwright and the story runner: CHROMIUM_PATH, /usr/bin/chromium, or apt-get when root. */
function ensureChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean) as string[];
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  if (process.getuid?.() === 0) {
    log('Chromium not found: installing it with apt-get (Debian package "chromium")…');
    for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
      const result = spawnSync('apt-get', args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
      if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
    }
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'Chromium is needed for the story and end-to-end tests and was not found.\n' +
      '  Install it:   sudo apt-get install -y chromium   (Debian/Ubuntu)\n' +
      '  or point to one:   CHROMIUM_PATH=/path/to/chromium pnpm test\n' +
      'This project never downloads a browser of its own.',
  );
}

function runScript(script: string, env: NodeJS.ProcessEnv): Promise<number> {
  const pnpm = pnpmCommand();
  return new Promise((resolve) => {
    const child = spawn(pnpm.command, [...pnpm.args, 'run', script], { cwd: root, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const results: {
  name: string;
  outcome: 'passed' | 'failed' | 'skipped' | 'not run';
  seconds?: number;
  note?: string;
}[] = [];

let chromium: string;
try {
  chromium = ensureChromium();
  log(`Chromium: ${chromium}`);
} catch (error) {
  console.error((error as Error).message);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const env = { ...process.env, CHROMIUM_PATH: chromium };

let failed = false;
for (const [index, stage] of stages.entries()) {
  const label = `${index + 1}/${stages.length} ${stage.name} (pnpm ${stage.script})`;
  if (failed) {
    results.push({ name: stage.name, outcome: 'not run' });
    continue;
  }
  const skipReason = stage.skip?.();
  if (skipReason) {
    log(`${label}: skipped, ${skipReason}`);
    results.push({ name: stage.name, outcome: 'skipped', note: skipReason });
    continue;
  }
  log(`${label}…`);
  const started = Date.now();
  const code = await runScript(stage.script, env);
  const seconds = (Date.now() - started) / 1000;
  const outcome = code === 0 ? 'passed' : 'failed';
  log(`${label}: ${outcome} in ${seconds.toFixed(1)} s`);
  results.push({ name: stage.name, outcome, seconds });
  if (code !== 0) failed = true;
}

console.log('\nSummary');
for (const result of results) {
  const time = result.seconds === undefined ? '' : ` (${result.seconds.toFixed(1)} s)`;
  console.log(`  ${result.outcome.padEnd(7)}  ${result.name}${time}${result.note ? `: ${result.note}` : ''}`);
}
const passed = results.filter((result) => result.outcome === 'passed').length;
const failures = results.filter((result) => result.outcome === 'failed').length;
console.log(`${passed} passed, ${failures} failed`);
process.exit(failures > 0 ? 1 : 0);
