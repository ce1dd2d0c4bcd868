import type { Config } from '@react-router/dev/config';
import { glossaryTermPaths } from './app/content/glossary/index.ts';
import { prerenderedPaths } from './app/content/pages';
import { beginnerLessonPaths } from './app/content/lessons/paths';

export default {
  ssr: true,
  // BUILD_DIR lets end-to-end tests build beside `build` with their own SITE_URL (server/paths.ts).
  buildDirectory: process.env.BUILD_DIR || 'build',
  // Content pages are static: render them once at build. The broker directory and the admin render per request.
  // Lessons and glossary terms are content too: their Markdown becomes HTML here, once. sitemap.xml and robots.txt
  // are resource routes written as static files next to the pages.
  prerender: [...prerenderedPaths, ...beginnerLessonPaths(), ...glossaryTermPaths, '/sitemap.xml', '/robots.txt'],
  // Loaders and actions get one typed request context (app/context.server.ts) through React Router's context API.
  future: { v8_middleware: true },
} satisfies Config;
