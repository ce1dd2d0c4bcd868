// `pnpm bench:js`: the JavaScript each public page loads, as sent (brotli), read from an existing build (`pnpm bench`
// prints it too). Fails when a content page loads zod: content is validated on the server
// (app/content/validate-content.server.ts); only pages that check user input in the browser may ship it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { buildDir } from '../server/paths.ts';

/** First-party JavaScript budget per page, in KB of brotli (spec target). */
export const budgetKb = 100;

/** Pages that validate user input in the browser and so may load zod. */
const zodAllowed = (path: string) => path === '/contact' || path.startsWith('/secure/admin/');

/** Pages rendered per request (no HTML in the build): measured from the route manifest instead. */
const perRequestRoutes = ['routes/ib-partners'];

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
  files: number;
  brotliBytes: number;
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
      // zod 4 names its error class in a string literal that minification keeps.
      known = { brotliBytes, zod: /[`"']ZodError[`"']/.test(readFileSync(file, 'utf8')) };
      sizes.set(href, known);
    }
    return known;
  };
  const weigh = (path: string, hrefs: Set<string>): PageWeight => {
    const measured = [...hrefs].map(asset);
    return {
      path,
      files: hrefs.size,
      brotliBytes: measured.reduce((sum, file) => sum + file.brotliBytes, 0),
      zod: measured.some((file) => file.zod),
    };
  };

  const pages = walk(clientDir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const folder = relative(clientDir, file).split(sep).slice(0, -1).join('/');
      const html = readFileSync(file, 'utf8');
      return weigh(`/${folder}`, new Set(html.match(/\/assets\/[^"'\s]+\.js/g) ?? []));
    });

  const manifestName = readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!manifestName) throw new Error(`no route manifest in ${assetsDir}`);
  const manifestText = readFileSync(join(assetsDir, manifestName), 'utf8');
  const manifest = JSON.parse(
    manifestText.slice(manifestText.indexOf('{'), manifestText.lastIndexOf('}') + 1),
  ) as Manifest;
  for (const id of perRequestRoutes) {
    const hrefs = new Set([`/assets/${manifestName}`, manifest.entry.module, ...manifest.entry.imports]);
    const segments: string[] = [];
    for (let route = manifest.routes[id]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) {
      hrefs.add(route.module);
      for (const href of route.imports ?? []) hrefs.add(href);
      if (route.path) segments.unshift(route.path);
    }
    pages.push(weigh(`/${segments.join('/')}`, hrefs));
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The table of every page's JavaScript, and the content pages that load zod (they fail the check). */
export function jsWeightReport(pages = measurePages()): { table: string; zodOnContentPages: string[] } {
  const width = Math.max(...pages.map((page) => page.path.length));
  const rows = pages.map((page) => {
    const notes = [page.zod ? 'zod' : '', page.brotliBytes / 1024 > budgetKb ? `over ${budgetKb} KB` : ''];
    const cells = [page.path.padEnd(width), String(page.files).padStart(5), kb(page.brotliBytes).padStart(5)];
    return [...cells, notes.filter(Boolean).join(', ')].join('  ').trimEnd();
  });
  return {
    table: [`${'page'.padEnd(width)}  files  KB br`, ...rows].join('\n'),
    zodOnContentPages: pages.filter((page) => page.zod && !zodAllowed(page.path)).map((page) => page.path),
  };
}

if (import.meta.main) {
  const { table, zodOnContentPages } = jsWeightReport();
  console.log(table);
  if (zodOnContentPages.length > 0) {
    console.error(`\nzod is loaded by content pages: ${zodOnContentPages.join(', ')}`);
    process.exitCode = 1;
  }
}
