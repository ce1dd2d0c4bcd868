/** A route as the server build's manifest lists it (build.routes). */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

interface TreeRoute {
  id: string;
  path?: string;
  index?: boolean;
  children?: TreeRoute[];
}

/** React Router's matchRoutes, passed in so this module loads no React before main.ts sets NODE_ENV. */
export type MatchRoutes = (routes: TreeRoute[], path: string) => { route: { path?: string } }[] | null;

function tree(manifest: Readonly<Record<string, ManifestRoute | undefined>>, parentId?: string): TreeRoute[] {
  return Object.values(manifest)
    .filter((route): route is ManifestRoute => route !== undefined && route.parentId === parentId)
    .map((route) => {
      const children = tree(manifest, route.id);
      return { id: route.id, path: route.path, index: route.index, ...(children.length ? { children } : {}) };
    });
}

/**
 * The route pattern a path renders (`/secure/admin/brokers/:id`), for metric labels: a bounded set, whatever
 * paths clients make up. `unmatched` for paths no route takes (the 404 page).
 */
export function routePatterns(
  manifest: Readonly<Record<string, ManifestRoute | undefined>>,
  matchRoutes: MatchRoutes,
): (path: string) => string {
  const routes = tree(manifest);
  const known = new Map<string, string>();
  return (path) => {
    const cached = known.get(path);
    if (cached) return cached;
    const matches = matchRoutes(routes, path);
    const leaf = matches?.at(-1)?.route;
    // A splat route (`*`) is the catch-all 404.
    if (!matches || !leaf || leaf.path === '*') return 'unmatched';
    const pattern = `/${matches
      .map((match) => match.route.path ?? '')
      .filter(Boolean)
      .join('/')}`.replace(/\/+/g, '/');
    // Remember only paths without parameters' values in them: the map stays as small as the route table.
    if (pattern === path) known.set(path, pattern);
    return pattern;
  };
}

/** Paths the server answers itself, outside React Router. */
const serverPaths = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * The metric label of any request path: hashed assets share one, the build's own files and the server's probes
 * keep their path (a set fixed at start), and everything else is the route pattern it renders. A path a client
 * chose never becomes a label, so /metrics stays the size of the route table whatever is requested.
 */
export function metricRouteLabels(isFile: (path: string) => boolean, routeOf: (path: string) => string) {
  return (path: string): string =>
    path.startsWith('/assets/') ? '/assets/*' : isFile(path) || serverPaths.has(path) ? path : routeOf(path);
}
