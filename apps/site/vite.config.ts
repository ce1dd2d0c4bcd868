import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  define: {
    // Canonical URLs are baked into prerendered pages, so SITE_URL is read at build (scripts/start.ts rebuilds when it changes).
    __SITE_URL__: JSON.stringify((process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '')),
  },
  build: { assetsInlineLimit: 0 },
});
