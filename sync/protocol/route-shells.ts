// What a page of the app looks like while its code loads (ADR 0094). The server sends the matching skeleton
// inside the app's HTML, and the router shows the same one until the screen's code has arrived, so the page
// never stands empty: the site's frame with a card for the account screens, the parent app's frame for its
// screens. The board keeps its own opening (ADR 0076).

import { BOARD_ROUTE_ROOTS, PARENT_ROUTE_ROOTS } from './route-roots';

/** The skeleton a page shows while its code loads. */
export type RouteShell = 'signup' | 'login' | 'account' | 'parent' | 'board';

const PARENT_ROOTS: ReadonlySet<string> = new Set(PARENT_ROUTE_ROOTS);
const BOARD_ROOTS: ReadonlySet<string> = new Set(BOARD_ROUTE_ROOTS);

/**
 * The skeleton of the page at `pathname`: signup and login their own cards, the parent app's screens its
 * frame, the board its own; anything else (the other account screens, a marketing page in development, an
 * unknown address) the site's frame with a card.
 */
export function routeShellOf(pathname: string): RouteShell {
  const root = pathname.split('/')[1] ?? '';
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === '/signup') return 'signup';
  if (trimmed === '/login') return 'login';
  if (PARENT_ROOTS.has(root)) return 'parent';
  if (BOARD_ROOTS.has(root)) return 'board';
  return 'account';
}
