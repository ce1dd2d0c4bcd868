import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  define: { __SITE_URL__: JSON.stringify('http://localhost:3000') },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    // The PostgreSQL variants share one server; keep files from starving its connections on two cores.
    maxWorkers: 2,
  },
});
