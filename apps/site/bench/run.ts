// `pnpm bench`: load-tests the production server beside a bare node:http server, then runs Lighthouse on each page
// with and without its script files.
// BENCH_DURATION (seconds, default 10), BENCH_LIGHTHOUSE=0 to skip Lighthouse, BENCH_PAGES=/,/about to pick pages,
// BENCH_PORT (first of 50 ports to use, default 3150), BENCH_ONLY=floods,csv to run only those sections (load, dashboard,
// csv, alerts, quizzes, search, floods, accounts, lighthouse; all by default). Every page of content/pages.ts, the
// tools included, and a lesson get both Lighthouse runs in one table:
// `BENCH_ONLY=lighthouse BENCH_PAGES=/tools/position-size pnpm bench` runs only that pair.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pages } from '../app/content/pages.ts';
import { beginnerLessonPath } from '../app/content/lessons/lesson-urls.ts';
import { ensureBuild } from '../scripts/ensure-build.ts';
import { jsWeightReport } from './js-weight.ts';
import { freePort, startProcess } from './processes.ts';
import { freshPageMicros } from './host-memory.ts';
import { runLighthouse } from './lighthouse.ts';
import { type FloodResult, floodBeside, floodWithRandomQueries, measure, randomQueryTargets } from './random-query.ts';
import { floodConnections, floodTargets, homeBesideFlood, renderFloods } from './floods.ts';
import { csvMemoryGrowth, seedClosedSignals, signalsBench } from './signals.ts';
import { runAlertsScenario } from './alerts.ts';
import { seedUpcomingWebinars, webinarsBench } from './webinars.ts';
import { openAttempts, quizzesBench, seedLearner, submitQuizzes } from './quizzes.ts';
import { searchBench, searchTargets } from './search.ts';
import { brokersBench, seedClicks, signInAsAdmin, timeSequentially } from './brokers.ts';
import { targets } from './targets.ts';
import { accountsSection } from './accounts.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = 50;
const minimumRatio = 0.8;
const log = (line: string) => console.log(line);
const sections = [
  'load',
  'dashboard',
  'csv',
  'alerts',
  'quizzes',
  'search',
  'floods',
  'accounts',
  'lighthouse',
] as const;
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const unknownSection = only?.find((name) => !(sections as readonly string[]).includes(name));
if (unknownSection) throw new Error(`BENCH_ONLY: no section ${unknownSection} (${sections.join(', ')})`);
const runs = (section: (typeof sections)[number]) => !only || only.includes(section);

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One request with the body as sent (still compressed). */
function fetchRaw(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });
}

type LoadResult = FloodResult;

const load = (url: string, headers: Record<string, string>, seconds: number): Promise<LoadResult> =>
  measure({ url, connections, duration: seconds, headers });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Measures two URLs in alternating rounds (a b, b a, a b…) of about two seconds, so that a change in machine load
 * during the run (other processes, CPU boost) weighs on both sides alike. req/s is the mean over rounds, p99 the
 * median of the rounds' p99, errors the sum.
 */
async function compare(
  a: string,
  b: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<[LoadResult, LoadResult]> {
  // An even number of rounds, so each side goes first as often: while the host speeds up or slows down, the side
  // measured second in a round gains or loses, and five rounds put the server second twice, the bare one three times.
  const rounds = 2 * Math.max(1, Math.ceil(seconds / 4));
  const slice = Math.max(1, Math.round(seconds / rounds));
  const runs: [LoadResult[], LoadResult[]] = [[], []];
  for (let round = 0; round < rounds; round++) {
    // Alternate which goes first, too.
    const order = round % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const);
    for (const side of order) runs[side].push(await load(side === 0 ? a : b, headers, slice));
  }
  const combine = (results: LoadResult[]): LoadResult => ({
    requestsPerSecond: results.reduce((sum, result) => sum + result.requestsPerSecond, 0) / results.length,
    p99: median(results.map((result) => result.p99)),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
  });
  return [combine(runs[0]), combine(runs[1])];
}

function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  return [line(cells[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

/** One scenario's line of the flood table: its measure, the bare server's beside it, and its target. */
const scenarioRow = (label: string, measured: FloodResult, baseline: FloodResult, target: string) => [
  label,
  Math.round(measured.requestsPerSecond),
  measured.p99,
  measured.errors,
  Math.round(baseline.requestsPerSecond),
  baseline.p99,
  target,
];

/** The flood scenarios, `/` measured beside each; true when one is off target. */
async function floods(origin: string, baseline: string): Promise<boolean> {
  log(`Random query strings: /ib-partners?<junk> at 50 connections, / at 5 beside it, ${duration} s each side…`);
  const brHeaders = { 'accept-encoding': 'br' };
  const attacked = await floodWithRandomQueries(origin, duration, brHeaders);
  const bareFlood = await floodWithRandomQueries(baseline, duration, brHeaders);
  const floodRatio = attacked.flood.requestsPerSecond / bareFlood.flood.requestsPerSecond;
  const floodFailed =
    floodRatio < randomQueryTargets.minimumRatio ||
    attacked.home.p99 >= randomQueryTargets.homeP99Ms ||
    attacked.flood.errors + attacked.home.errors > 0;
  log(
    table(
      ['scenario', 'req/s', 'p99 ms', 'errors', 'baseline req/s', 'baseline p99', 'target'],
      [
        scenarioRow(
          '/ib-partners?<random>',
          attacked.flood,
          bareFlood.flood,
          `ratio ${floodRatio.toFixed(2)} (≥ ${randomQueryTargets.minimumRatio})`,
        ),
        scenarioRow('/ beside it', attacked.home, bareFlood.home, `p99 < ${randomQueryTargets.homeP99Ms} ms`),
      ],
    ),
  );
  log('');

  log(
    `Renders per request: each flood at ${floodConnections.flood} connections, / at ${floodConnections.home} beside it, ` +
      `${duration} s each, here and on the bare server…`,
  );
  const home = await measure({ url: `${origin}/`, connections: floodConnections.home, duration, headers: brHeaders });
  // The bare server answers the flood with an empty 404: what `/` keeps beside it is this host's own ceiling.
  const bareHome = await measure({
    url: `${baseline}/`,
    connections: floodConnections.home,
    duration,
    headers: brHeaders,
  });
  const rows: (string | number)[][] = [
    [
      '/ alone',
      '',
      Math.round(home.requestsPerSecond),
      home.p99,
      home.errors,
      '',
      Math.round(bareHome.requestsPerSecond),
      bareHome.p99,
      '',
      '',
    ],
  ];
  let renderFailed = false;
  for (const { label, nextPath } of renderFloods) {
    const result = await floodBeside(origin, duration, brHeaders, nextPath, floodConnections);
    const bare = await floodBeside(baseline, duration, brHeaders, nextPath, floodConnections);
    const beside = homeBesideFlood(home, result.home);
    if (!beside.met) renderFailed = true;
    rows.push([
      `/ beside ${label}`,
      Math.round(result.flood.requestsPerSecond),
      Math.round(result.home.requestsPerSecond),
      result.home.p99,
      result.home.errors,
      beside.share.toFixed(2),
      Math.round(bare.home.requestsPerSecond),
      bare.home.p99,
      homeBesideFlood(bareHome, bare.home).share.toFixed(2),
      `p99 < ${floodTargets.homeP99Ms} ms, ≥ ${floodTargets.minimumHomeShare}× alone: ${beside.met ? 'met' : 'FAILED'}`,
    ]);
  }
  log(
    table(
      [
        'scenario',
        'flood req/s',
        '/ req/s',
        '/ p99 ms',
        '/ errors',
        '/ share',
        'bare / req/s',
        'bare / p99',
        'bare / share',
        'target',
      ],
      rows,
    ),
  );
  log('');
  return floodFailed || renderFailed;
}

const children: ChildProcess[] = [];
const scratch = mkdtempSync(join(tmpdir(), 'upm-bench-'));
const cleanUp = () => {
  for (const child of children) child.kill('SIGTERM');
  rmSync(scratch, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

let failed = false;
try {
  await ensureBuild(log);

  const weights = jsWeightReport();
  log('JavaScript per page (brotli, from the build):');
  log(weights.table);
  log('');
  if (weights.zodOnContentPages.length > 0) {
    console.error(`zod is loaded by content pages: ${weights.zodOnContentPages.join(', ')}\n`);
    failed = true;
  }
  if (weights.overLimit.length > 0) {
    console.error(`Over the JavaScript limit: ${weights.overLimit.join(', ')}\n`);
    failed = true;
  }

  const sitePort = await freePort();
  const origin = `http://127.0.0.1:${sitePort}`;
  log(`Starting the production server on ${origin} (temporary database)…`);
  const admin = { username: 'bench-admin', password: randomBytes(18).toString('base64url') };
  const server = await startProcess(
    ['server/main.ts'],
    {
      ...process.env,
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${join(scratch, 'site.db')}`,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      // The dashboard is timed after a password sign-in; the second step is not what is measured.
      ADMIN_REQUIRE_2FA: '0',
      // The accounts section posts each request from its own address (X-Forwarded-For), as many visitors would.
      TRUST_PROXY: '1',
    },
    /"listening"/,
    'the production server',
  );
  children.push(server);
  // The server has migrated the database: give the signal pages a long track record to summarise.
  seedClosedSignals(join(scratch, 'site.db'));
  log(`Seeded ${signalsBench.closedSignals} closed signals.`);
  seedUpcomingWebinars(join(scratch, 'site.db'));
  log(`Seeded ${webinarsBench.upcoming} upcoming webinars.`);
  const learner = seedLearner(join(scratch, 'site.db'));
  if (runs('dashboard')) {
    log(`Seeding ${brokersBench.clicks.toLocaleString('en')} broker click-outs…`);
    seedClicks(join(scratch, 'site.db'), log);
  }

  // The bare server answers with exactly the bytes and headers the real one sent for br.
  const resolved: {
    label: string;
    path: string;
    headers: Record<string, string>;
    minimumRatio: number;
    maxP99Ms?: number;
  }[] = [];
  const routes: Record<string, { headers: Record<string, string>; bodyFile: string }> = {};
  for (const [index, target] of targets.entries()) {
    const path = typeof target.path === 'string' ? target.path : await target.path(origin);
    const headers = { 'accept-encoding': 'br', ...target.headers };
    const sample = await fetchRaw(`${origin}${path}`, headers);
    if (sample.status !== 200) throw new Error(`${path} answered ${sample.status}`);
    const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...kept } = sample.headers;
    delete kept['transfer-encoding'];
    kept['content-length'] = String(sample.body.length);
    const bodyFile = join(scratch, `body-${index}`);
    writeFileSync(bodyFile, sample.body);
    routes[path] = { headers: kept, bodyFile };
    resolved.push({ ...target, path, headers, minimumRatio: target.minimumRatio ?? minimumRatio });
  }
  // The account forms' posts, answered by the bare server with a short fixed page.
  writeFileSync(join(scratch, 'body-form'), 'ok');
  for (const path of ['/signup', '/login']) {
    routes[path] = {
      headers: { 'content-type': 'text/plain', 'content-length': '2' },
      bodyFile: join(scratch, 'body-form'),
    };
  }
  const baselinePort = await freePort(sitePort + 1);
  const manifest = join(scratch, 'baseline.json');
  writeFileSync(manifest, JSON.stringify({ port: baselinePort, routes }));
  children.push(
    await startProcess(['bench/baseline-server.ts', manifest], process.env, /ready/, 'the baseline server'),
  );
  const baseline = `http://127.0.0.1:${baselinePort}`;
  // A yardstick that answers 404 would be fast for nothing.
  for (const target of resolved) {
    const status = (await fetchRaw(`${baseline}${target.path}`, target.headers)).status;
    if (status !== 200) throw new Error(`the bare server answered ${status} for ${target.path}`);
  }

  if (runs('load')) {
    log(`Load test: ${connections} connections, ${duration} s per run (BENCH_DURATION), Accept-Encoding: br`);
  }
  const rows: (string | number)[][] = [];
  // BENCH_TARGETS=certificate,/ib-partners: only the load targets whose label contains one of these.
  const chosenTargets = process.env.BENCH_TARGETS?.split(',').map((part) => part.trim());
  const measured = resolved.filter(
    (target) => !chosenTargets || chosenTargets.some((part) => target.label.includes(part)),
  );
  for (const target of runs('load') ? measured : []) {
    // A short warm-up so both servers run optimised code when measured.
    await load(`${origin}${target.path}`, target.headers, 1);
    await load(`${baseline}${target.path}`, target.headers, 1);
    log(`  ${target.label} (${target.path}): server and bare node:http, alternating…`);
    const [server, bare] = await compare(
      `${origin}${target.path}`,
      `${baseline}${target.path}`,
      target.headers,
      duration,
    );
    const ratio = server.requestsPerSecond / bare.requestsPerSecond;
    const slow = target.maxP99Ms !== undefined && server.p99 >= target.maxP99Ms;
    const below = ratio < target.minimumRatio;
    if (below || slow || server.errors > 0) failed = true;
    const goal = `ratio ≥ ${target.minimumRatio}${target.maxP99Ms === undefined ? '' : `, p99 < ${target.maxP99Ms} ms`}`;
    rows.push([
      `${target.label} (${target.path})`,
      Math.round(server.requestsPerSecond),
      server.p99,
      server.errors,
      Math.round(bare.requestsPerSecond),
      bare.p99,
      ratio.toFixed(2),
      `${goal}: ${below || slow || server.errors > 0 ? 'FAILED' : 'met'}`,
    ]);
  }
  if (runs('load')) {
    log('');
    log(table(['path', 'req/s', 'p99 ms', 'errors', 'baseline req/s', 'baseline p99', 'ratio', 'target'], rows));
    log('');
  }

  // The dashboard with a million click-outs, one admin request at a time.
  const cookie = runs('dashboard') ? await signInAsAdmin(origin, admin.username, admin.password) : '';
  const dashboardRows: (string | number)[][] = [];
  for (const path of runs('dashboard') ? ['/secure/admin/dashboard', '/secure/admin/dashboard?clicks=90'] : []) {
    const timed = await timeSequentially(`${origin}${path}`, cookie);
    const slow = timed.medianMs >= brokersBench.dashboardMedianMs;
    if (slow) failed = true;
    dashboardRows.push([
      path,
      timed.medianMs.toFixed(1),
      timed.maxMs.toFixed(1),
      `median < ${brokersBench.dashboardMedianMs} ms: ${slow ? 'FAILED' : 'met'}`,
    ]);
  }
  if (runs('dashboard')) {
    log(
      `Admin dashboard with ${brokersBench.clicks.toLocaleString('en')} click-outs, ${brokersBench.dashboardRequests} requests each:`,
    );
    log(table(['path', 'median ms', 'max ms', 'target'], dashboardRows));
    log('');
  }

  if (runs('csv')) {
    const csv = await csvMemoryGrowth(origin, server.pid!);
    const csvFailed = csv.growthMb >= signalsBench.csvMaxGrowthMb || csv.rows < signalsBench.closedSignals;
    if (csvFailed) failed = true;
    log(
      `Signals CSV: ${csv.rows} rows streamed, server memory grew ${csv.growthMb.toFixed(1)} MB at its peak ` +
        `(target < ${signalsBench.csvMaxGrowthMb} MB): ${csvFailed ? 'FAILED' : 'met'}`,
    );
    log('');
  }

  if (runs('alerts')) {
    // Two instances of their own on a PostgreSQL database of their own (TEST_POSTGRES_URL or the local server).
    try {
      const run = await runAlertsScenario({ log });
      log(
        `Signal alerts: publication to the last of ${run.subscribers} alerts at the SMTP sink, two instances: ` +
          `${(run.elapsedMs / 1000).toFixed(1)} s (${run.distinctRecipients} subscribers reached, ${run.duplicated} twice).`,
      );
    } catch (error) {
      log(`Signal alerts skipped: ${(error as Error).message}`);
    }
  }
  if (runs('quizzes')) {
    const ids = await openAttempts(origin, join(scratch, 'site.db'), learner);
    log(`Quiz submissions: ${connections} connections, ${duration} s, each post grading a new attempt (no scripts)…`);
    const submitted = await submitQuizzes(origin, learner, ids, duration);
    const slow = submitted.p99 >= quizzesBench.submissionP99Ms || submitted.errors > 0 || submitted.used > ids.length;
    if (slow) failed = true;
    log(
      table(
        ['scenario', 'req/s', 'p99 ms', 'errors', 'target'],
        [
          [
            `POST /education/beginner/quiz/${quizzesBench.quiz}`,
            Math.round(submitted.requestsPerSecond),
            submitted.p99,
            submitted.errors,
            `p99 < ${quizzesBench.submissionP99Ms} ms: ${slow ? 'FAILED' : 'met'}`,
          ],
        ],
      ),
    );
    log('');
  }

  if (runs('search')) {
    log(
      `Search: /search?q=<random words> at ${connections} connections for ${duration} s, then 500 queries one by one…`,
    );
    const search = await searchBench(origin, duration);
    const searchFailed =
      search.load.p99 >= searchTargets.p99Ms || search.queryP95 >= searchTargets.queryP95Ms || search.load.errors > 0;
    if (searchFailed) failed = true;
    log(
      table(
        ['scenario', 'req/s', 'p99 ms', 'errors', 'query p50 ms', 'query p95 ms', 'target'],
        [
          [
            '/search?q=<random>',
            Math.round(search.load.requestsPerSecond),
            search.load.p99,
            search.load.errors,
            search.queryP50.toFixed(2),
            search.queryP95.toFixed(2),
            `p99 < ${searchTargets.p99Ms} ms, query p95 < ${searchTargets.queryP95Ms} ms: ${searchFailed ? 'FAILED' : 'met'}`,
          ],
          [
            'the same at 5 connections',
            Math.round(search.light.requestsPerSecond),
            search.light.p99,
            search.light.errors,
            '',
            '',
            'for comparison',
          ],
        ],
      ),
    );
    log('');
  }

  if (runs('floods')) failed = (await floods(origin, baseline)) || failed;

  if (runs('accounts')) {
    failed = (await accountsSection(origin, baseline, join(scratch, 'site.db'), duration, log, table)) || failed;
  }

  if (!runs('lighthouse') || process.env.BENCH_LIGHTHOUSE === '0') {
    log('Lighthouse skipped (BENCH_LIGHTHOUSE=0 or BENCH_ONLY).');
  } else {
    const chosen = process.env.BENCH_PAGES?.split(',')
      .map((path) => path.trim())
      .filter(Boolean);
    // One lesson stands for the 17: the same route and template, prerendered, only their text differs.
    const lesson = beginnerLessonPath('introduction-to-trading', 'trading-vs-investing');
    const paths = chosen?.length ? chosen : [...pages.map((page) => page.path), lesson];
    // The bare baseline for Lighthouse: the same pages without their script files, on the same host. Its LCP is not
    // shown: in the first full run it read 1.05-1.21 s on 25 pages and 1.50-1.67 s on 13, where the same pages with
    // their scripts read 1.05-1.1 s on most; that is not a floor.
    log(`Lighthouse (mobile defaults) on ${paths.length} page(s), with and without their scripts…`);
    const results = await runLighthouse(origin, paths, log);
    const floors = await runLighthouse(origin, paths, log, { withoutScripts: true });
    log('');
    log(
      table(
        [
          'page',
          'perf',
          'a11y',
          'best',
          'seo',
          'LCP ms',
          'TBT ms',
          'CLS',
          '1st-party JS KB',
          'no-JS perf',
          'no-JS TBT ms',
        ],
        results.map((row, index) => {
          const floor = floors[index]!;
          const floorCells = floor.error
            ? [`failed: ${floor.error}`, '']
            : [floor.performance, Math.round(floor.tbtMs)];
          return row.error
            ? [row.path, `failed: ${row.error}`, '', '', '', '', '', '', '', ...floorCells]
            : [
                row.path,
                row.performance,
                row.accessibility,
                row.bestPractices,
                row.seo,
                Math.round(row.lcpMs),
                Math.round(row.tbtMs),
                row.cls.toFixed(3),
                row.firstPartyJsKb.toFixed(1),
                ...floorCells,
              ];
        }),
      ),
    );
    const hostBound = floors.filter((floor) => !floor.error && floor.performance < 100).length;
    log('');
    const pageMicros = median([freshPageMicros(), freshPageMicros(), freshPageMicros()]);
    log(`Fresh memory on this host: ${pageMicros.toFixed(2)} µs per 4 KB page (bare metal: under 1 µs).`);
    if (hostBound > 0) {
      log(
        `${hostBound} of ${floors.length} page(s) score below 100 here even without any script file: this host's ` +
          'own main-thread cost is over the budget, so its perf and TBT figures cannot judge the 100 target.',
      );
    }
  }
} catch (error) {
  console.error(`Bench failed: ${(error as Error).stack ?? error}`);
  failed = true;
} finally {
  cleanUp();
}
if (failed) {
  console.error(
    '\nBench below target (ratio or p99 off target, errors, zod on a content page, a page over the JavaScript limit), or it failed.',
  );
  process.exitCode = 1;
}
