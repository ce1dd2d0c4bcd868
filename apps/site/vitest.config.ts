import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { appAlias } from './module-alias.ts';
import { exampleCompanyIdentity } from './app/company-identity.server.ts';
import { defaultSignalPolicy } from './app/signal-policy.server.ts';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: appAlias },
  define: {
    __SITE_URL__: JSON.stringify('http://localhost:3000'),
    __COMPANY__: JSON.stringify(exampleCompanyIdentity),
    __BUILD_YEAR__: JSON.stringify(2026),
    __SIGNAL_POLICY__: JSON.stringify(defaultSignalPolicy),
  },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    // The PostgreSQL variants share one server; keep files from starving its connections on two cores.
    maxWorkers: 2,
    // One module graph per worker instead of a new one per file: starting 173 files apart cost about half a
    // second each (vitest CPU 241 s against 173 s; 270 s wall against 213 s, idle 2-core machine). Every suite
    // restores what it changes; the run passes with its files in random order (--sequence.shuffle.files).
    isolate: false,
    // With the module graph shared, a stubbed variable or global must not reach the next file: each is undone
    // after its test.
    unstubEnvs: true,
    unstubGlobals: true,
    // Each test asserts behaviour, never speed. This stage runs beside the story tests on a 2-core machine, where a
    // test that hashes 30 passwords or spawns a process can pass the default 5 s while still correct.
    testTimeout: 20_000,
    // Closing a suite's PostgreSQL databases drops each one: several of them on a loaded machine outlast 10 s.
    hookTimeout: 60_000,
  },
});
