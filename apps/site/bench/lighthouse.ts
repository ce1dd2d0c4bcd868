import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

export interface LighthouseRow {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  firstPartyJsKb: number;
  /** Lighthouse's error code when the run failed (the scores are then meaningless). */
  error?: string;
}

interface Chromium {
  port: number;
  stop: () => void;
}

/** Starts the system Chromium with a DevTools port (the project never downloads a browser). */
function launchChromium(): Promise<Chromium> {
  const executable = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const profile = mkdtempSync(join(tmpdir(), 'upm-lighthouse-'));
  const child: ChildProcess = spawn(
    executable,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const stop = () => {
    child.kill();
    // Chromium may still be writing its profile as it exits (ENOTEMPTY once ended a whole run): retry a moment.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`Chromium (${executable}) printed no DevTools port in 20 s:\n${output}`));
    }, 20_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`Cannot start ${executable}: ${error.message} (set CHROME_PATH)`));
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ port: Number(port), stop });
      }
    });
  });
}

export interface LighthouseOptions {
  /**
   * Blocks the page's script files (`/assets/*.js`): the same HTML and CSS without our JavaScript, the host's floor
   * for the main-thread figures (TBT, and the score they weigh on).
   */
  withoutScripts?: boolean;
}

/**
 * Lighthouse with its mobile defaults (Moto G Power emulation, simulated slow 4G) on each path.
 * TradingView is blocked: it is unreachable here, and it is third-party weight we do not control.
 */
export async function runLighthouse(
  origin: string,
  paths: readonly string[],
  log: (line: string) => void,
  options: LighthouseOptions = {},
): Promise<LighthouseRow[]> {
  const blocked = ['*tradingview.com*', '*tradingview-widget.com*'];
  if (options.withoutScripts) blocked.push(`${origin}/assets/*.js`);
  const variant = options.withoutScripts ? ' without scripts' : '';
  const reportSuffix = options.withoutScripts ? '.without-scripts' : '';
  const chromium = await launchChromium();
  const rows: LighthouseRow[] = [];
  try {
    for (const [index, path] of paths.entries()) {
      log(`  lighthouse${variant} ${index + 1}/${paths.length} ${path}`);
      const result = await lighthouse(`${origin}${path}`, {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        blockedUrlPatterns: blocked,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      // BENCH_REPORT_DIR keeps each full report, to see which requests hold back LCP or what shifted.
      const reportDir = process.env.BENCH_REPORT_DIR;
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        const name = (path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')) + reportSuffix;
        writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(result.lhr, null, 1));
      }
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      const requests =
        (
          audits['network-requests']?.details as {
            items?: { url: string; resourceType?: string; transferSize?: number }[];
          }
        )?.items ?? [];
      const firstPartyJs = requests
        .filter((request) => request.resourceType === 'Script' && request.url.startsWith(origin))
        .reduce((total, request) => total + (request.transferSize ?? 0), 0);
      const runtimeError = result.lhr.runtimeError;
      if (runtimeError) log(`    failed: ${runtimeError.code} ${runtimeError.message}`);
      rows.push({
        path,
        error: runtimeError?.code,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        firstPartyJsKb: firstPartyJs / 1024,
      });
    }
  } finally {
    chromium.stop();
  }
  return rows;
}
