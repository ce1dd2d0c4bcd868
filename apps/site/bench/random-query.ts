// The "random query strings" scenario: /ib-partners flooded with junk parameters, each request a
// different URL, while `/` is measured beside it. Before canonical cache keys every such request rendered and
// compressed a new page, and the home page's p99 reached 5.9 s.
import { randomBytes } from 'node:crypto';
import autocannon, { type Options } from 'autocannon';

export interface FloodResult {
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

/** Targets: the flood keeps at least this share of the bare server's rate, and `/` beside it this p99. */
export const randomQueryTargets = { minimumRatio: 0.5, homeP99Ms: 50 };

const junkPath = () =>
  `/ib-partners?cb=${randomBytes(6).toString('hex')}&${randomBytes(3).toString('hex')}=${randomBytes(4).toString('hex')}`;

/** One autocannon run: mean req/s, p99 latency and every kind of failed request. */
export async function measure(options: Options): Promise<FloodResult> {
  const result = await autocannon(options);
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Floods `origin`, each request to the path `nextPath` returns, while other connections load `/` beside it. */
export async function floodBeside(
  origin: string,
  seconds: number,
  headers: Record<string, string>,
  nextPath: () => string,
  connections = { flood: 50, home: 5 },
): Promise<{ flood: FloodResult; home: FloodResult }> {
  const flood = measure({
    url: origin,
    connections: connections.flood,
    duration: seconds,
    headers,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  const home = measure({ url: `${origin}/`, connections: connections.home, duration: seconds, headers });
  const [floodResult, homeResult] = await Promise.all([flood, home]);
  return { flood: floodResult, home: homeResult };
}

/** Floods `origin` with random-query directory requests (50 connections) while 5 connections load `/`. */
export const floodWithRandomQueries = (origin: string, seconds: number, headers: Record<string, string>) =>
  floodBeside(origin, seconds, headers, junkPath);
