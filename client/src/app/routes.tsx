import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { routeShellOf } from '@sync/protocol/route-shells';
import { whenIdle } from '../lib/when-idle';
import { siteRoutes } from '../site/site-routes';
import { RouteSkeleton } from '../ui/route-skeletons';
import { NotFoundPage } from '../ui/not-found-page';
import { RouteErrorPage } from '../ui/route-error-page';
import { RootLayout } from './root-layout';

/** Adapts a module with a named component export to the router's `lazy` contract. */
function lazyComponent<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const loadBoardScreen = lazyComponent(
  () => import('../board/board-screen'),
  (module) => module.BoardScreen,
);
// On a paired tablet the board screen is loaded by React, not by the router: the router would wait for it,
// and for the database code it imports, before the board's layout could paint the board's snapshot (ADR
// 0076). The layout shows the snapshot while it comes.
const DeviceBoardScreen = lazy(() =>
  import('../board/board-screen').then((module) => ({ default: module.BoardScreen })),
);
const loadBoardRewards = lazyComponent(
  () => import('../board/board-rewards-page'),
  (module) => module.BoardRewardsPage,
);
const loadBoardSetup = lazyComponent(
  () => import('../board/board-setup-page'),
  (module) => module.BoardSetupPage,
);

/**
 * The screen's frame and grey blocks while its code loads on a first visit (ADR 0094): the same picture the
 * server sent in the page's HTML, so nothing flashes between the two.
 */
function RouteFallback() {
  return <RouteSkeleton shell={routeShellOf(window.location.pathname)} />;
}

/** The modules of the parent's first screen, the dashboard: where signing up or logging in leads. */
function prefetchDashboard(): void {
  for (const load of [
    () => import('./signed-in-gate'),
    () => import('../parent/parent-layout'),
    () => import('../parent/dashboard-page'),
  ]) {
    // A prefetch that fails costs nothing: the route loads (and reports) the module itself when opened.
    load().catch(() => undefined);
  }
}

/** The account screens, where a visitor to the site goes next. */
function prefetchAccountScreens(): void {
  for (const load of [() => import('../auth/signup-page'), () => import('../auth/login-page')]) {
    load().catch(() => undefined);
  }
}

/** A lazy screen whose next screen is fetched, once the browser is idle, after its own code arrived. */
function thenPrefetch<Module>(load: () => Promise<Module>, prefetch: () => void): () => Promise<Module> {
  return async () => {
    const module = await load();
    whenIdle(prefetch);
    return module;
  };
}

const loadResetPassword = lazyComponent(
  () => import('../auth/reset-password-page'),
  (module) => module.ResetPasswordPage,
);

/**
 * The marketing pages inside the app's router. A visit to one of them is served its prerendered page
 * (client/src/site/site-main.tsx, ADR 0011); these routes show them in the development server and when
 * the app links to one (the sign-up form's terms), each from its own lazy chunk.
 */
const siteChildRoutes: RouteObject[] = siteRoutes.flatMap((route) => {
  const lazy = thenPrefetch(
    async () => ({ Component: (await route.load()).Component }),
    prefetchAccountScreens,
  );
  return route.paths.map((path) => (path === '/' ? { index: true, lazy } : { path: path.slice(1), lazy }));
});

/**
 * Every address of docs/product.md#routes-and-screens, each screen in its own lazy chunk: the marketing
 * pages, the account forms (which bring the shared zod schemas), the parent app and the board.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteErrorPage />,
    // Shown on a first visit straight to a lazy screen, until its code has arrived.
    HydrateFallback: RouteFallback,
    children: [
      // Board routes stay outside any login check: a paired board authenticates with its
      // device token, never with a parent session that could expire.
      { path: 'setup', lazy: loadBoardSetup },
      { path: 'board/setup', lazy: loadBoardSetup },
      {
        path: 'board/:deviceId',
        lazy: lazyComponent(
          () => import('../board/board-device-layout'),
          (module) => module.BoardDeviceLayout,
        ),
        children: [
          { index: true, Component: DeviceBoardScreen },
          { path: 'rewards', lazy: loadBoardRewards },
        ],
      },

      // The screens that ask the server through react-query, under its one cache (the board never does).
      {
        lazy: lazyComponent(
          () => import('./query-layout'),
          (module) => module.QueryLayout,
        ),
        children: [
          {
            lazy: lazyComponent(
              () => import('../site/site-layout'),
              (module) => module.SiteLayout,
            ),
            children: [
              ...siteChildRoutes,
              {
                path: 'login',
                lazy: thenPrefetch(
                  lazyComponent(
                    () => import('../auth/login-page'),
                    (module) => module.LoginPage,
                  ),
                  prefetchDashboard,
                ),
              },
              {
                path: 'signup',
                lazy: thenPrefetch(
                  lazyComponent(
                    () => import('../auth/signup-page'),
                    (module) => module.SignupPage,
                  ),
                  prefetchDashboard,
                ),
              },
              { path: 'forgot-password', lazy: loadResetPassword },
              { path: 'reset-password', lazy: loadResetPassword },
              { path: 'reset-password/:token', lazy: loadResetPassword },
              {
                path: 'invite/:token',
                lazy: lazyComponent(
                  () => import('../parent/household/invite-page'),
                  (module) => module.InvitePage,
                ),
              },
              {
                path: 'no-longer-a-member',
                lazy: lazyComponent(
                  () => import('../auth/membership-ended-page'),
                  (module) => module.MembershipEndedPage,
                ),
              },
              { path: '*', Component: NotFoundPage },
            ],
          },

          // Logged-in routes share this one parent, whose session gate wraps all of them at once. The
          // gate carries the login screen it shows in place of an app screen when nobody is signed in.
          {
            id: 'signed-in',
            lazy: lazyComponent(
              () => import('./signed-in-gate'),
              (module) => module.SignedInGate,
            ),
            children: [
              {
                lazy: lazyComponent(
                  () => import('../parent/parent-layout'),
                  (module) => module.ParentLayout,
                ),
                children: [
                  {
                    path: 'app',
                    lazy: lazyComponent(
                      () => import('../parent/dashboard-page'),
                      (module) => module.DashboardPage,
                    ),
                  },
                  {
                    path: 'week',
                    lazy: lazyComponent(
                      () => import('../parent/schedule/family-week-page'),
                      (module) => module.FamilyWeekPage,
                    ),
                  },
                  {
                    path: 'profile',
                    lazy: lazyComponent(
                      () => import('../parent/profile-page'),
                      (module) => module.ProfilePage,
                    ),
                  },
                  {
                    path: 'family',
                    lazy: lazyComponent(
                      () => import('../parent/family-page'),
                      (module) => module.FamilyPage,
                    ),
                  },
                  // The household once lived in the profile (ADR 0096): the addresses people may have kept
                  // or guessed for it land on the Family screen.
                  { path: 'app/family', element: <Navigate to="/family" replace /> },
                  { path: 'profile/family', element: <Navigate to="/family" replace /> },
                  {
                    path: 'children/:childId',
                    lazy: lazyComponent(
                      () => import('../parent/child-page'),
                      (module) => module.ChildPage,
                    ),
                  },
                  {
                    path: 'chores',
                    lazy: lazyComponent(
                      () => import('../parent/chores/chores-page'),
                      (module) => module.ChoresPage,
                    ),
                  },
                  // Editors and pairing: a caregiver's role does not reach them (issue "Households").
                  {
                    lazy: lazyComponent(
                      () => import('../parent/household/parents-only'),
                      (module) => module.ParentsOnly,
                    ),
                    children: [
                      {
                        path: 'add-child',
                        lazy: lazyComponent(
                          () => import('../parent/add-child-page'),
                          (module) => module.AddChildPage,
                        ),
                      },
                      {
                        path: 'pair-board/:childId',
                        lazy: lazyComponent(
                          () => import('../parent/pair-board-page'),
                          (module) => module.PairBoardPage,
                        ),
                      },
                      // The link in a board's QR code: the parent picks the child, the code already filled in.
                      {
                        path: 'pair-board',
                        lazy: lazyComponent(
                          () => import('../parent/pair-board-page'),
                          (module) => module.PairBoardPage,
                        ),
                      },
                      {
                        path: 'children/:childId/profile',
                        lazy: lazyComponent(
                          () => import('../parent/child-profile-page'),
                          (module) => module.ChildProfilePage,
                        ),
                      },
                      {
                        path: 'children/:childId/routines/:routineId',
                        lazy: lazyComponent(
                          () => import('../parent/routines/routine-editor-page'),
                          (module) => module.RoutineEditorPage,
                        ),
                      },
                      {
                        path: 'chores/:choreId',
                        lazy: lazyComponent(
                          () => import('../parent/chores/chore-edit-page'),
                          (module) => module.ChoreEditPage,
                        ),
                      },
                      {
                        path: 'nia-coach',
                        lazy: lazyComponent(
                          () => import('../coach/nia-coach-page'),
                          (module) => module.NiaCoachPage,
                        ),
                      },
                    ],
                  },
                ],
              },
              // The parent's view of a child's board is the board itself, without the app's chrome.
              {
                path: 'smart-board/:childId',
                lazy: lazyComponent(
                  () => import('./board-preview-layout'),
                  (module) => module.BoardPreviewLayout,
                ),
                children: [
                  { index: true, lazy: loadBoardScreen },
                  { path: 'rewards', lazy: loadBoardRewards },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
