import { certificatePage } from './quizzes.ts';

/** One URL the load test measures; `resolve` turns a description into a path once the server is up. */
export interface BenchTarget {
  /** Shown in the table. */
  label: string;
  /** The path to request, or a function finding it on the running server (e.g. a hashed asset's name). */
  path: string | ((origin: string) => Promise<string>);
  /** Sent with every request (Accept-Encoding: br is added unless set). */
  headers?: Record<string, string>;
  /** The lowest acceptable share of the bare server's req/s (default 0.8): pages rendered per request get less. */
  minimumRatio?: number;
  /** The highest acceptable p99 latency in ms, where a target is set. */
  maxP99Ms?: number;
}

/** The hashed JavaScript files the home page loads, smallest first by the bytes sent with brotli. */
async function homeScriptsBySize(origin: string): Promise<string[]> {
  const html = await (await fetch(`${origin}/`)).text();
  const paths = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
  if (paths.length === 0) throw new Error('the home page names no /assets/*.js file');
  const sized = await Promise.all(
    paths.map(async (path) => {
      const response = await fetch(`${origin}${path}`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
      return { path, bytes: Number(response.headers.get('content-length')) };
    }),
  );
  return sized.sort((a, b) => a.bytes - b.bytes).map((entry) => entry.path);
}

let scripts: Promise<string[]> | undefined;
// Both ends of the range: a small chunk is dominated by headers and per-request work, a large one by bytes.
const smallestScript = async (origin: string) => (await (scripts ??= homeScriptsBySize(origin)))[0]!;
const largestScript = async (origin: string) => (await (scripts ??= homeScriptsBySize(origin))).at(-1)!;

/**
 * The brokers the directory lists, in its order: the slugs of its cards' "Full details" links (the page links other
 * /ib-partners pages too, such as the rating method, which are no broker's).
 */
async function listedBrokers(origin: string): Promise<string[]> {
  const html = await (await fetch(`${origin}/ib-partners`)).text();
  return [
    ...new Set([...html.matchAll(/href="\/ib-partners\/([a-z0-9-]+)"[^>]*>Full details/g)].map((match) => match[1]!)),
  ];
}

/** The first broker page the directory links (a listed broker's /ib-partners/<slug>). */
async function firstBrokerPage(origin: string): Promise<string> {
  const [slug] = await listedBrokers(origin);
  if (!slug) throw new Error('the directory links no broker page');
  return `/ib-partners/${slug}`;
}

/** A comparison of the first three listed brokers. */
async function threeBrokerComparison(origin: string): Promise<string> {
  const slugs = (await listedBrokers(origin)).slice(0, 3);
  if (slugs.length < 2) throw new Error('the directory links fewer than two broker pages');
  return `/ib-partners/compare?brokers=${slugs.join(',')}`;
}

/** What `pnpm bench` measures: add a line to measure another URL. */
export const targets: BenchTarget[] = [
  { label: '/', path: '/' },
  // The glossary: prerendered like the other content pages, its index the largest page of the site.
  { label: '/glossary', path: '/glossary' },
  { label: 'glossary term', path: '/glossary/margin-call' },
  { label: 'smallest JS chunk', path: smallestScript },
  { label: 'largest JS chunk', path: largestScript },
  // Rendered per request from the database (brokers change without a deploy): half the bare server's rate.
  { label: '/ib-partners', path: '/ib-partners', minimumRatio: 0.5, maxP99Ms: 50 },
  // A broker's page and a comparison, kept per brokers data version like the directory.
  { label: 'broker page', path: firstBrokerPage, minimumRatio: 0.5, maxP99Ms: 50 },
  { label: 'compare', path: threeBrokerComparison, minimumRatio: 0.5, maxP99Ms: 50 },
  // With 10,000 closed signals in the database (bench/signals.ts), kept per data version.
  { label: '/services/signals', path: '/services/signals', minimumRatio: 0.5, maxP99Ms: 50 },
  { label: 'signal history', path: '/services/signals/history', minimumRatio: 0.5, maxP99Ms: 50 },
  // Twelve upcoming webinars with registrations (bench/webinars.ts), kept per data version and minute.
  { label: '/services/webinar', path: '/services/webinar', minimumRatio: 0.5, maxP99Ms: 50 },
  // A certificate's public page, rendered per request (its status must be current): half the bare server's rate.
  { label: 'certificate page', path: certificatePage, minimumRatio: 0.5 },
];
