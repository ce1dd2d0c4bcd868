// `pnpm test`: the whole suite, stopping before the next step at the first failure. Stages that do not depend on
// each other overlap: both packages' unit tests and the story tests (whose Storybook build and browser waits leave
// a core idle) run together, and the site's end-to-end build is made while they run. Every line a stage prints is
// prefixed with its name. The run ends with a table of stage times against their budgets (docs/testing.md), the
// ten slowest test files, and "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const siteDir = join(root, 'apps/site');
const reportDir = mkdtempSync(join(tmpdir(), 'upm-test-report-'));

interface Stage {
  name: string;
  /** Seconds the stage should stay under (docs/testing.md); going over prints a warning, it does not fail. */
  budget?: number;
  command: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Why the stage is skipped, if it is. */
  skip?: () => string | undefined;
}

interface Result {
  name: string;
  /** The machine's mean 1-minute load average while the stage ran. */
  load?: number;
  outcome: 'passed' | 'failed' | 'skipped' | 'not run';
  seconds?: number;
  budget?: number;
  note?: string;
}

function log(line: string): void {
  console.log(`[test] ${line}`);
}

/** The pnpm that started us (pnpm sets npm_execpath), else the pinned one through npx. */
function pnpmCommand(): string[] {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/i.test(execPath)) {
    return /\.(c|m)?js$/.test(execPath) ? [process.execPath, execPath] : [execPath];
  }
  return ['npx', '-y', 'pnpm@12.21.0'];
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

const results: Result[] = [];

/**
 * The 1-minute load average, sampled every 5 s through the run: the same suite takes twice as long on a machine
 * busy with something else, so the time table is read beside how busy the machine was.
 */
const loadSamples: { at: number; load: number }[] = [];
const sampleLoad = () => loadSamples.push({ at: Date.now(), load: loadavg()[0]! });
sampleLoad();
const loadSampler = setInterval(sampleLoad, 5000);
loadSampler.unref();

/** The mean load average sampled between two instants (the nearest sample when none falls inside). */
function meanLoad(from: number, to: number): number {
  const inside = loadSamples.filter((sample) => sample.at >= from && sample.at <= to);
  const samples = inside.length > 0 ? inside : loadSamples.slice(-1);
  return samples.reduce((sum, sample) => sum + sample.load, 0) / samples.length;
}
const children = new Set<ReturnType<typeof spawn>>();

/** Runs one stage with each output line prefixed by its name. */
async function runStage(stage: Stage, env: NodeJS.ProcessEnv): Promise<Result> {
  const skipReason = stage.skip?.();
  if (skipReason) {
    log(`${stage.name}: skipped, ${skipReason}`);
    return { name: stage.name, outcome: 'skipped', note: skipReason };
  }
  log(`${stage.name}: started`);
  const started = Date.now();
  const [command, ...args] = stage.command;
  const code = await new Promise<number>((resolve) => {
    const child = spawn(command!, args, {
      cwd: stage.cwd ?? root,
      env: { ...env, ...stage.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    const prefix = `[${stage.name}] `;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(prefix + line));
    }
    child.on('error', (error) => {
      console.error(prefix + error.message);
      resolve(1);
    });
    child.on('close', (exitCode, signal) => {
      children.delete(child);
      resolve(exitCode ?? (signal ? 1 : 0));
    });
  });
  sampleLoad();
  const seconds = (Date.now() - started) / 1000;
  const result: Result = {
    name: stage.name,
    outcome: code === 0 ? 'passed' : 'failed',
    seconds,
    budget: stage.budget,
    load: meanLoad(started, Date.now()),
  };
  log(`${stage.name}: ${result.outcome} in ${seconds.toFixed(1)} s`);
  return result;
}

/** Runs stages together and records their results in the order given; true when none failed. */
async function together(stages: Stage[], env: NodeJS.ProcessEnv): Promise<boolean> {
  const done = await Promise.all(stages.map((stage) => runStage(stage, env)));
  results.push(...done);
  return done.every((result) => result.outcome !== 'failed');
}

// ---- reading the runners' JSON reports ----

interface FileTime {
  layer: string;
  file: string;
  seconds: number;
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Vitest's and jest's JSON (the story runner is jest): one entry per file with its start and end times. */
function jestLikeFileTimes(layer: string, path: string): FileTime[] {
  const report = readJson(path) as { testResults?: { name: string; startTime: number; endTime: number }[] };
  return (report?.testResults ?? []).map((file) => ({
    layer,
    file: relative(root, file.name),
    seconds: (file.endTime - file.startTime) / 1000,
  }));
}

interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { tests: { results: { duration: number }[] }[] }[];
}

/** Playwright's JSON: a file's time is the sum of its tests' attempts (hooks included), across workers. */
function playwrightFileTimes(path: string): FileTime[] {
  const report = readJson(path) as { suites?: PlaywrightSuite[] } | undefined;
  const total = (suite: PlaywrightSuite): number =>
    (suite.specs ?? []).reduce(
      (sum, spec) =>
        sum + spec.tests.reduce((s, test) => s + test.results.reduce((r, result) => r + result.duration, 0), 0),
      0,
    ) + (suite.suites ?? []).reduce((sum, child) => sum + total(child), 0);
  return (report?.suites ?? []).map((suite) => ({
    layer: 'e2e',
    file: `apps/site/tests/e2e/${suite.file}`,
    seconds: total(suite) / 1000,
  }));
}

/** Tests Playwright retried: the goal is none (a retry hides a flaky test and costs its time again). */
function playwrightRetried(path: string): number {
  const report = readJson(path) as { stats?: { flaky?: number } } | undefined;
  return report?.stats?.flaky ?? 0;
}

/** CI's limit for the whole run on its 2-core machine (docs/testing.md). */
const runBudget = 25 * 60;

/** m:ss */
function minutes(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function printReport(wallSeconds: number): void {
  console.log('\nStages');
  console.log(`  ${'stage'.padEnd(26)} ${'outcome'.padEnd(8)} ${'time'.padStart(7)}  ${'budget'.padEnd(6)}  load`);
  const warnings: string[] = [];
  for (const result of results) {
    const time = result.seconds === undefined ? '' : minutes(result.seconds);
    const budget = result.budget ? minutes(result.budget) : '';
    const load = result.load === undefined ? '' : result.load.toFixed(2);
    console.log(
      `  ${result.name.padEnd(26)} ${result.outcome.padEnd(8)} ${time.padStart(7)}  ${budget.padEnd(6)}  ${load}${result.note ? `  (${result.note})` : ''}`,
    );
    if (result.budget && result.seconds !== undefined && result.seconds > result.budget) {
      warnings.push(
        `${result.name} took ${minutes(result.seconds)}, over its budget of ${minutes(result.budget)} (docs/testing.md)`,
      );
    }
  }
  const wholeLoad = meanLoad(wallStarted, Date.now()).toFixed(2);
  console.log(
    `  ${'whole run (wall clock)'.padEnd(26)} ${''.padEnd(8)} ${minutes(wallSeconds).padStart(7)}  ${minutes(runBudget).padEnd(6)}  ${wholeLoad}`,
  );
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
  console.log(
    `  load: the mean 1-minute load average during each stage, on ${cpus().length} cores; at the end ${one}, ${five}, ${fifteen} (1, 5, 15 min)`,
  );
  if (wallSeconds > runBudget) {
    warnings.push(`the whole run took ${minutes(wallSeconds)}, over its budget of ${minutes(runBudget)}`);
  }

  const files = [
    ...jestLikeFileTimes('unit', join(reportDir, 'unit-ui.json')),
    ...jestLikeFileTimes('unit', join(reportDir, 'unit-site.json')),
    ...jestLikeFileTimes('stories', join(reportDir, 'stories.json')),
    ...playwrightFileTimes(join(reportDir, 'e2e.json')),
  ]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10);
  if (files.length > 0) {
    console.log('\nSlowest test files');
    for (const file of files) {
      console.log(`  ${file.seconds.toFixed(1).padStart(7)} s  ${file.layer.padEnd(7)} ${file.file}`);
    }
  }
  const retried = playwrightRetried(join(reportDir, 'e2e.json'));
  if (retried > 0) warnings.push(`${retried} end-to-end test(s) passed only when retried: fix them, they are flaky`);
  for (const warning of warnings) console.log(`WARNING: ${warning}`);
}

// ---- the run ----

const pnpm = pnpmCommand();
let chromium: string;
try {
  chromium = ensureChromium();
  log(`Chromium: ${chromium}`);
} catch (error) {
  console.error((error as Error).message);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const env: NodeJS.ProcessEnv = { ...process.env, CHROMIUM_PATH: chromium };

// The e2e server's build: the folder and SITE_URL playwright.config.ts gives its web server, so the server's own
// ensure-build finds it fresh.
const e2eBuild: Stage = {
  name: 'e2e build',
  command: [process.execPath, 'scripts/ensure-build.ts'],
  cwd: siteDir,
  env: {
    BUILD_DIR: process.env.E2E_BUILD_DIR ?? 'build-e2e',
    SITE_URL: `http://localhost:${process.env.E2E_PORT ?? 3100}`,
  },
};
const vitest = (name: string, filter: string): Stage => ({
  name: `unit ${name}`,
  budget: 240,
  command: [
    ...pnpm,
    '--filter',
    filter,
    'run',
    'test:unit',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reportDir, `unit-${name}.json`)}`,
  ],
});

const wallStarted = Date.now();
const stopChildren = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stopChildren);
process.once('SIGTERM', stopChildren);

const steps: Stage[][] = [
  [{ name: 'check', budget: 120, command: [...pnpm, 'run', 'check'] }, e2eBuild],
  [
    vitest('ui', '@upm/ui'),
    vitest('site', '@upm/site'),
    {
      name: 'stories',
      budget: 360,
      command: [...pnpm, 'run', 'test:stories'],
      env: { STORY_JSON_REPORT: join(reportDir, 'stories.json') },
      skip: () =>
        existsSync(join(root, 'scripts/test-stories.ts')) ? undefined : 'scripts/test-stories.ts is missing',
    },
  ],
  [
    {
      name: 'e2e',
      budget: 720,
      command: [...pnpm, 'run', 'test:e2e'],
      env: { E2E_JSON_REPORT: join(reportDir, 'e2e.json') },
    },
  ],
];

let failed = false;
for (const step of steps) {
  if (failed) {
    for (const stage of step) results.push({ name: stage.name, outcome: 'not run' });
    continue;
  }
  failed = !(await together(step, env));
}

printReport((Date.now() - wallStarted) / 1000);
rmSync(reportDir, { recursive: true, force: true });
const passed = results.filter((result) => result.outcome === 'passed').length;
const failures = results.filter((result) => result.outcome === 'failed').length;
console.log(`${passed} passed, ${failures} failed`);
process.exit(failures > 0 ? 1 : 0);
