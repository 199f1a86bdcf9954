// The first path segments of the app router's routes, by the kind of screen they open
// (docs/product.md#routes-and-screens): kept once, for the cached shell (`app-shell-paths.ts`) and the
// skeleton a page shows while its code loads (`route-shells.ts`), so a new screen is added in one place.

/** The parent app's signed-in screens. */
export const PARENT_ROUTE_ROOTS = [
  'app',
  'week',
  'family',
  'profile',
  'add-child',
  'pair-board',
  'children',
  'chores',
  'nia-coach',
] as const;

/** The board's screens, and the parent's view of a board. */
export const BOARD_ROUTE_ROOTS = ['smart-board', 'setup', 'board'] as const;

/** The account screens, open to a visitor who is not signed in. */
export const ACCOUNT_ROUTE_ROOTS = [
  'login',
  'signup',
  'forgot-password',
  'reset-password',
  'invite',
  'no-longer-a-member',
] as const;
