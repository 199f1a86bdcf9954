// Which page addresses the installed app opens from its cached shell. Shared by the service worker and
// its tests: a path listed here must be a route of the app's router, never a marketing page (those are
// prerendered by the server, with its settings filled in, and are fetched from the network first).

/** The first segment of every signed-in, account and board route of the app's router. */
const APP_ROUTE_ROOTS = [
  'app',
  'week',
  'profile',
  'add-child',
  'pair-board',
  'children',
  'chores',
  'nia-coach',
  'smart-board',
  'setup',
  'board',
  'login',
  'signup',
  'forgot-password',
  'reset-password',
] as const;

/** Matches the pathname of an app route (`/app`, `/children/abc/profile`, `/board/setup`…). */
export const APP_SHELL_PATHS: readonly RegExp[] = [
  new RegExp(`^/(?:${APP_ROUTE_ROOTS.join('|')})(?:/.*)?$`),
  /^\/index\.html$/,
];

/** True when a navigation to `pathname` is answered with the cached app shell. */
export function isAppShellPath(pathname: string): boolean {
  return APP_SHELL_PATHS.some((pattern) => pattern.test(pathname));
}
