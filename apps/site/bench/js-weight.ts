// `pnpm bench:js`: the JavaScript each public page loads, as sent (brotli), read from an existing build (`pnpm bench`
// prints it too); the budget applies to what the page loads. Fails when a content page loads zod: content is validated on the server
// (app/content/validate-content.server.ts); only pages that check user input in the browser may ship it. Fails too
// when a public page loads more than limitKb (decision 011).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { buildDir } from '../server/paths.ts';

/** First-party JavaScript budget per page, in KB of brotli (spec target; not met, see docs/decisions/011). */
export const budgetKb = 100;

/** What no public page may exceed, in KB of brotli: the check fails above it (decision 011). */
export const limitKb = 130;

/**
 * Pages that may load zod as they open: the admin. The contact form and the tools load their rules on the first
 * focus of a field (a dynamic import this measure does not count), so their first load must not carry it.
 */
const zodAllowed = (path: string) => path.startsWith('/secure/admin/');

/** Pages rendered per request (no HTML in the build): measured from the route manifest instead. */
const perRequestRoutes = [
  'features/brokers/routes/directory',
  'features/brokers/routes/profile',
  'features/brokers/routes/compare',
  'features/brokers/routes/best-list',
  'features/signals/routes/signals',
  'features/signals/routes/signals-history',
  'features/signals/routes/signal',
  'features/webinars/routes/webinar',
  'features/webinars/routes/webinar-register',
  'features/tools/routes/position-size',
  'features/tools/routes/pip-value',
  'features/tools/routes/margin',
  'features/tools/routes/profit',
  'features/tools/routes/risk-reward',
  'features/tools/routes/market-hours',
  // The lessons are prerendered (measured from their HTML above, like every content page); their progress page is not.
  'features/courses/routes/progress',
  'routes/search',
  'features/review/routes/review',
];

interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteEntry>;
}

export interface PageWeight {
  path: string;
  /** What the browser fetches to make the page interactive (after its load event): module scripts and preloads. */
  loaded: { files: number; brotliBytes: number };
  /**
   * Every script the HTML names, as the first measurement did (`grep /assets/*.js`): also the route manifest and
   * the routes React Router lists for client navigation (the home route on every page), fetched only on a
   * navigation there. Null for per-request pages.
   */
  referenced: { files: number; brotliBytes: number } | null;
  /** Whether any of those scripts is zod. */
  zod: boolean;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => join(dir, name));
}

/** Measures every prerendered page (from its HTML) and the per-request pages (from the route manifest). */
export function measurePages(clientDir = join(buildDir(), 'client')): PageWeight[] {
  const assetsDir = join(clientDir, 'assets');
  if (!existsSync(assetsDir)) throw new Error(`${assetsDir} is missing: run \`pnpm build\` first`);

  const sizes = new Map<string, { brotliBytes: number; zod: boolean }>();
  const asset = (href: string) => {
    let known = sizes.get(href);
    if (!known) {
      const file = join(clientDir, href);
      // postbuild skips .br when it saves nothing; the file then goes out as it is.
      const brotliBytes = existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
      // zod 4 names its classes in string literals that minification keeps (ZodError; ZodMiniString, … for zod/mini).
      known = { brotliBytes, zod: /[`"'](ZodError|ZodMini\w+)[`"']/.test(readFileSync(file, 'utf8')) };
      sizes.set(href, known);
    }
    return known;
  };
  const weigh = (hrefs: Set<string>) => ({
    files: hrefs.size,
    brotliBytes: [...hrefs].reduce((sum, href) => sum + asset(href).brotliBytes, 0),
  });
  const hasZod = (hrefs: Set<string>) => [...hrefs].some((href) => asset(href).zod);

  const pages: PageWeight[] = walk(clientDir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const folder = relative(clientDir, file).split(sep).slice(0, -1).join('/');
      const html = readFileSync(file, 'utf8');
      const referenced = new Set(html.match(/\/assets\/[^"'\s]+\.js/g) ?? []);
      const loaded = new Set([
        ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g)].map((match) => match[1]!),
        ...[...html.matchAll(/(?:from |import\()"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!),
        // The same preloads, requested after the load event (app/lib/hydrate-after-load.server.ts).
        ...(JSON.parse(/for\(const href of (\[[^\]]*\])/.exec(html)?.[1] ?? '[]') as string[]),
      ]);
      return { path: `/${folder}`, loaded: weigh(loaded), referenced: weigh(referenced), zod: hasZod(referenced) };
    });

  const manifestName = readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!manifestName) throw new Error(`no route manifest in ${assetsDir}`);
  const manifestText = readFileSync(join(assetsDir, manifestName), 'utf8');
  const manifest = JSON.parse(
    manifestText.slice(manifestText.indexOf('{'), manifestText.lastIndexOf('}') + 1),
  ) as Manifest;
  for (const id of perRequestRoutes) {
    // A route id that names no route would be weighed as the client entry alone and pass unseen.
    if (!manifest.routes[id]) throw new Error(`no route ${id} in the route manifest: update perRequestRoutes`);
    // What React Router preloads for a page: the client entry, then each matched route's module and imports.
    const loaded = new Set([manifest.entry.module, ...manifest.entry.imports]);
    const segments: string[] = [];
    for (
      let route: RouteEntry | undefined = manifest.routes[id];
      route;
      route = route.parentId ? manifest.routes[route.parentId] : undefined
    ) {
      loaded.add(route.module);
      for (const href of route.imports ?? []) loaded.add(href);
      if (route.path) segments.unshift(route.path);
    }
    pages.push({ path: `/${segments.join('/')}`, loaded: weigh(loaded), referenced: null, zod: hasZod(loaded) });
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const overLimit = (page: PageWeight) => page.loaded.brotliBytes / 1024 > limitKb;

/** The table of every page's JavaScript, the content pages that load zod and the pages over limitKb (both fail). */
export function jsWeightReport(pages = measurePages()): {
  table: string;
  zodOnContentPages: string[];
  overLimit: string[];
} {
  const width = Math.max(...pages.map((page) => page.path.length));
  const rows = pages.map((page) => {
    const notes = [
      page.zod ? 'zod' : '',
      overLimit(page)
        ? `OVER THE ${limitKb} KB LIMIT`
        : page.loaded.brotliBytes / 1024 > budgetKb
          ? `over ${budgetKb} KB`
          : '',
    ];
    const referenced = page.referenced ? kb(page.referenced.brotliBytes) : '-';
    const cells = [page.path.padEnd(width), kb(page.loaded.brotliBytes).padStart(9), referenced.padStart(13)];
    return [...cells, notes.filter(Boolean).join(', ')].join('  ').trimEnd();
  });
  return {
    table: [`${'page'.padEnd(width)}  loaded KB  referenced KB  (brotli)`, ...rows].join('\n'),
    zodOnContentPages: pages.filter((page) => page.zod && !zodAllowed(page.path)).map((page) => page.path),
    overLimit: pages.filter(overLimit).map((page) => page.path),
  };
}

if (import.meta.main) {
  const { table, zodOnContentPages, overLimit: heavy } = jsWeightReport();
  console.log(table);
  if (zodOnContentPages.length > 0) {
    console.error(`\nzod is loaded by content pages: ${zodOnContentPages.join(', ')}`);
    process.exitCode = 1;
  }
  if (heavy.length > 0) {
    console.error(`\nOver ${limitKb} KB of JavaScript (brotli): ${heavy.join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log(`\nEvery page loads at most ${limitKb} KB of JavaScript (brotli).`);
  }
}
