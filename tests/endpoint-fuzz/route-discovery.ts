// The routes to fuzz are read from the built app, not listed by hand, so that a route added later is fuzzed
// from its first commit on.
import type { FastifyInstance } from 'fastify';

/** One method of one registered route, e.g. PATCH /api/children/:childId/boards/:boardId. */
export interface DiscoveredRoute {
  method: string;
  /** The route's pattern as registered, with `:name` parameters. */
  url: string;
  /** The names of its path parameters, in order; `*` for the rest of the path after a wildcard. */
  params: string[];
}

// A line of `printRoutes({ commonPrefix: false })`: the tree drawing, the part of the path this node adds
// to its parent's, and the methods that end at this node (none for a node that only joins its children).
const TREE_LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/;

/** A path parameter (`:name`) or a wildcard (`*`). */
export const PARAM = /:(\w+)|\*/g;

/** Every method of every route of `app`, in the order the app prints them. */
export function discoverRoutes(app: FastifyInstance): DiscoveredRoute[] {
  const routes: DiscoveredRoute[] = [];
  const pathAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (match === null) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    // The static files' wildcard prints as a bare `*`, beside the paths that start with a slash.
    const url = (pathAtDepth[depth - 1] ?? (segment.startsWith('/') ? '' : '/')) + segment;
    pathAtDepth[depth] = url;
    pathAtDepth.length = depth + 1;
    for (const method of methods?.split(', ') ?? []) {
      routes.push({ method, url, params: [...url.matchAll(PARAM)].map((param) => param[1] ?? '*') });
    }
  }
  if (routes.length === 0) throw new Error('no routes found: has the format of printRoutes changed?');
  return routes;
}
