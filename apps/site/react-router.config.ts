import type { Config } from '@react-router/dev/config';
import { glossaryTermPaths } from './app/content/glossary/index.ts';
import { prerenderedPaths } from './app/content/pages';

export default {
  ssr: true,
  // BUILD_DIR lets end-to-end tests build beside `build` with their own SITE_URL (server/paths.ts).
  buildDirectory: process.env.BUILD_DIR || 'build',
  // Content pages are static: render them once at build. The broker directory and the admin render per request.
  // The glossary's term pages are content too: one page per term.
  // sitemap.xml and robots.txt are resource routes written as static files next to the pages.
  prerender: [...prerenderedPaths, ...glossaryTermPaths, '/sitemap.xml', '/robots.txt'],
  // Loaders and actions get one typed request context (app/context.server.ts) through React Router's context API.
  future: { v8_middleware: true },
} satisfies Config;
