import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../../scripts/test-chromium.ts';

// Playwright loads this file in the runner and again in every worker; values generated here go into
// process.env once (workers inherit the runner's environment), so all of them agree.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
process.env.E2E_BASE_URL = baseURL;
// Random per run: there is no default administrator account, and a fixed one would end up in a commit.
process.env.E2E_ADMIN_USERNAME ??= `e2e-admin-${randomBytes(4).toString('hex')}`;
process.env.E2E_ADMIN_PASSWORD ??= randomBytes(18).toString('base64url');
// A fresh SQLite file per run, so tests never see another run's brokers or sessions.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'upm-e2e-'));
// Several runs with different ports (SITE_URL) at once would rebuild one folder under each other: E2E_BUILD_DIR
// separates them.
process.env.E2E_BUILD_DIR ??= 'build-e2e';
process.env.E2E_DATABASE_URL ??= `file:${join(process.env.E2E_DATA_DIR, 'site.db')}`;
// The run's one SMTP sink (tests/e2e/mail-sink.ts): its SMTP port for the servers, its HTTP port for the tests.
process.env.E2E_SMTP_PORT ??= String(port + 1000);
process.env.E2E_MAIL_HTTP_PORT ??= String(port + 1001);

// `node` here is the Node 24 running Playwright (pnpm puts it first on PATH), quoted in case of spaces.
const node = JSON.stringify(process.execPath);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A retry is a safety net, not a plan: `pnpm test` warns about every test that passed only on its retry.
  retries: process.env.CI ? 1 : 0,
  // Two on the 2-core CI machine too: no flakes in either setting, and a second worker overlaps the waits of the
  // tests with servers of their own (idle timeouts, outboxes, start-ups). Measured on a shared 2-core host:
  // admin specs with private servers 8.2 min on one worker, 4.8 on two; 91 page and admin tests 6.7 against 8.0
  // (the host's load moved more than that between the runs).
  workers: 2,
  // `pnpm test` (scripts/test-all.ts) also asks for the JSON report, to list the slowest files at the end.
  reporter: process.env.E2E_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    baseURL,
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
    // Tracing records a screencast and a DOM snapshot around every action of every test, kept or not: on the page
    // sweep it cost a fifth of the run's CPU (4:02 against 3:20 wall, idle 2-core machine). CI retries once, and
    // the retry is traced; locally there is no retry, so a failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // TradingView is unreachable here (and in CI); tests must not wait on it.
    serviceWorkers: 'block',
    // The ticker's endless scroll and the hero's floating prices repaint every frame, and with no GPU Chromium's
    // compositor drew them on the CPU: two browsers' compositors took most of both cores and the tests waited on
    // them. Visitors who ask for less motion get none, as every visitor here does; page-frame.spec.ts checks
    // that request is honoured, and a test that needs motion asks for it.
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      // Chromium with a phone's viewport and touch; `devices['Pixel 5']` would pick the same engine.
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      grep: /@mobile/,
    },
  ],
  webServer: [
    {
      command: `${node} tests/e2e/mail-sink.ts`,
      url: `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { E2E_SMTP_PORT: process.env.E2E_SMTP_PORT, E2E_MAIL_HTTP_PORT: process.env.E2E_MAIL_HTTP_PORT },
    },
    {
      // Playwright starts the web server before any globalSetup, so the build check runs in the command itself.
      command: `${node} scripts/ensure-build.ts && ${node} server/main.ts`,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        // Its own build folder: SITE_URL differs from `pnpm start`'s, and neither should rebuild the other's.
        BUILD_DIR: process.env.E2E_BUILD_DIR,
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL: baseURL,
        DATABASE_URL: process.env.E2E_DATABASE_URL,
        ADMIN_USERNAME: process.env.E2E_ADMIN_USERNAME,
        ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
        SESSION_IDLE_MINUTES: process.env.SESSION_IDLE_MINUTES ?? '30',
        SESSION_ABSOLUTE_HOURS: process.env.SESSION_ABSOLUTE_HOURS ?? '8',
        // The specification's one-step sign-in, which the other specs and the outside checks use;
        // admin-auth-security.spec.ts starts its own server with ADMIN_REQUIRE_2FA=1.
        ADMIN_REQUIRE_2FA: '0',
      },
    },
  ],
});
