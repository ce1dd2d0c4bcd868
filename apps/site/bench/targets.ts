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
}

/** The first hashed JavaScript file the home page loads (its name changes with every build). */
async function firstHashedScript(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/`)).text();
  const path = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  if (!path) throw new Error('the home page names no /assets/*.js file');
  return path;
}

/** What `pnpm bench` measures: add a line to measure another URL. */
export const targets: BenchTarget[] = [
  { label: '/', path: '/' },
  { label: 'hashed JS asset', path: firstHashedScript },
  // Rendered per request from the database (brokers change without a deploy): half the bare server's rate.
  { label: '/ib-partners', path: '/ib-partners', minimumRatio: 0.5 },
];
