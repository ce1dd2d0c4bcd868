/** A route as the server build's manifest lists it (build.routes). */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/** One path a route answers, whole from the root, as React Router ranks and matches it. */
interface Branch {
  pattern: string;
  matcher: RegExp;
  score: number;
  /** The catch-all (`*`): what it takes is the 404 page. */
  catchAll: boolean;
}

const paramSegment = /^:[\w-]+$/;

/** React Router's rank of a path: more segments first, static over dynamic, a splat last, an index above its parent. */
function score(pattern: string, index: boolean): number {
  const segments = pattern.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment !== '*') total += paramSegment.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

const escapeRegExp = (text: string) => text.replace(/[\\.*+^${}|()[\]]/g, '\\$&');

/** The whole-path matcher React Router compiles for a pattern: case-insensitive, trailing slashes allowed. */
function matcherOf(pattern: string): RegExp {
  const splat = pattern.endsWith('*');
  const body = escapeRegExp(pattern.replace(/\/*\*?$/, '').replace(/^\/*/, '/')).replace(
    /\/:([\w-]+)(\?)?/g,
    (_match, _name: string, optional?: string) => (optional ? '/?([^\\/]+)?' : '/([^\\/]+)'),
  );
  const tail = !splat ? '\\/*$' : pattern === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  return new RegExp(`^${body === '/' && splat ? '' : body}${tail}`, 'i');
}

const joinPaths = (parent: string, child: string) => `${parent}/${child}`.replace(/\/\/+/g, '/');

/**
 * Every branch of the route table, ranked as React Router ranks them (children before their parent, then by score;
 * the sort is stable, so equal scores keep that order).
 */
function rankedBranches(manifest: Readonly<Record<string, ManifestRoute | undefined>>): Branch[] {
  const routes = Object.values(manifest).filter((route): route is ManifestRoute => route !== undefined);
  const branches: Branch[] = [];
  const walk = (parentId: string | undefined, parentPath: string) => {
    for (const route of routes.filter((candidate) => candidate.parentId === parentId)) {
      const pattern = joinPaths(parentPath, route.path ?? '');
      walk(route.id, pattern);
      // A layout without a path of its own is no branch: only its children are.
      if (route.path === undefined && !route.index) continue;
      branches.push({
        pattern,
        matcher: matcherOf(pattern),
        score: score(pattern, route.index === true),
        catchAll: route.path === '*',
      });
    }
  };
  walk(undefined, '');
  return branches.sort((a, b) => b.score - a.score);
}

/**
 * The route pattern a path renders (`/secure/admin/brokers/:id`), for metric labels: a bounded set, whatever
 * paths clients make up. `unmatched` for paths no route takes (the 404 page). The table is ranked and compiled
 * once: React Router's matchRoutes ranks and compiles it again on every call (half a millisecond for this site's
 * table, paid by every request for a page with an id in its path).
 */
export function routePatterns(manifest: Readonly<Record<string, ManifestRoute | undefined>>): (path: string) => string {
  const branches = rankedBranches(manifest);
  return (path) => {
    let decoded = path;
    try {
      decoded = decodeURI(path);
    } catch {
      // A malformed escape is matched as sent, as React Router does.
    }
    const branch = branches.find((candidate) => candidate.matcher.test(decoded));
    if (!branch || branch.catchAll) return 'unmatched';
    return branch.pattern.length > 1 ? branch.pattern.replace(/\/+$/, '') : branch.pattern;
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
