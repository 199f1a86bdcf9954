// Which page addresses the installed app opens from its cached shell, and which addresses are the app's
// routes. Shared by the service worker, the server (an address that is neither a route nor a marketing page
// is answered 404) and their tests: a path listed here must be a route of the app's router, never a marketing
// page (those are prerendered by the server, with its settings filled in, and fetched from the network first).

import { ACCOUNT_ROUTE_ROOTS, BOARD_ROUTE_ROOTS, PARENT_ROUTE_ROOTS } from './route-roots';

/** The first segment of every signed-in, account and board route of the app's router. */
const APP_ROUTE_ROOTS = [...PARENT_ROUTE_ROOTS, ...BOARD_ROUTE_ROOTS, ...ACCOUNT_ROUTE_ROOTS];

/** Matches the pathname of an app route (`/app`, `/children/abc/profile`, `/board/setup`…). */
export const APP_SHELL_PATHS: readonly RegExp[] = [
  new RegExp(`^/(?:${APP_ROUTE_ROOTS.join('|')})(?:/.*)?$`),
  /^\/index\.html$/,
];

/** True when a navigation to `pathname` is answered with the cached app shell. */
export function isAppShellPath(pathname: string): boolean {
  return APP_SHELL_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * Every route of the app's router (docs/product.md#routes-and-screens), `:name` standing for one segment.
 * A test walks the router and holds this list to it.
 */
export const APP_ROUTE_PATTERNS: readonly string[] = [
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/reset-password/:token',
  '/invite/:token',
  '/no-longer-a-member',
  '/setup',
  '/board/setup',
  '/board/:deviceId',
  '/board/:deviceId/rewards',
  '/app',
  '/app/family',
  '/week',
  '/family',
  '/profile',
  '/profile/family',
  '/add-child',
  '/pair-board',
  '/pair-board/:childId',
  '/children/:childId',
  '/children/:childId/profile',
  '/children/:childId/routines/:routineId',
  '/chores',
  '/chores/:choreId',
  '/nia-coach',
  '/smart-board/:childId',
  '/smart-board/:childId/rewards',
];

const APP_ROUTES = APP_ROUTE_PATTERNS.map(
  (pattern) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}/?$`),
);

/** True when `pathname` is exactly one of the app's routes (`/children/abc`, not `/children/abc/x`). */
export function isAppRoute(pathname: string): boolean {
  return APP_ROUTES.some((route) => route.test(pathname));
}
