import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../app/routes';
import { siteRoutes } from '../site/site-routes';
import { APP_ROUTE_PATTERNS, isAppRoute, isAppShellPath } from '@sync/protocol/app-shell-paths';

/** Every route of the app's router but the marketing pages and the catch-all, as `/a/:b` patterns. */
function appRoutePatterns(): string[] {
  const marketing = new Set(siteRoutes.flatMap((route) => route.paths));
  const patterns: string[] = [];
  const walk = (list: RouteObject[], prefix: string) => {
    for (const route of list) {
      const path = route.path === undefined ? prefix : `${prefix}/${route.path}`;
      if (route.path !== undefined && route.path !== '*' && !marketing.has(path)) patterns.push(path);
      if (route.children) walk(route.children, path);
    }
  };
  walk(routes, '');
  return patterns;
}

describe('isAppShellPath', () => {
  it('opens every app screen from the cached shell', () => {
    for (const path of [
      '/app',
      '/week',
      '/family',
      '/profile',
      '/add-child',
      '/pair-board/c1',
      '/pair-board',
      '/children/c1',
      '/children/c1/profile',
      '/chores',
      '/chores/new',
      '/nia-coach',
      '/smart-board/c1',
      '/setup',
      '/board/setup',
      '/board/d1',
      '/board/d1/rewards',
      '/login',
      '/signup',
      '/forgot-password',
      '/reset-password',
      '/reset-password/token',
    ]) {
      expect(isAppShellPath(path), path).toBe(true);
    }
  });

  it("opens every address of the app's router from the shell, parameters filled in", () => {
    const appPaths = appRoutePatterns().map((pattern) => pattern.replace(/:[^/]+/g, 'x'));
    expect(appPaths).toContain('/pair-board');
    for (const path of appPaths) expect(isAppShellPath(path), path).toBe(true);
  });

  it('leaves every marketing page to the network, where the server fills in its settings', () => {
    for (const path of siteRoutes.flatMap((route) => route.paths)) {
      expect(isAppShellPath(path), path).toBe(false);
    }
  });

  it('never answers the API or look-alike paths with the shell', () => {
    for (const path of ['/api/user', '/apps', '/boards', '/application', '/robots.txt']) {
      expect(isAppShellPath(path), path).toBe(false);
    }
  });
});

describe('isAppRoute', () => {
  it('lists exactly the routes of the app’s router', () => {
    expect([...APP_ROUTE_PATTERNS].sort()).toEqual([...new Set(appRoutePatterns())].sort());
  });

  it('knows a route with its parameters filled in, and nothing longer, shorter or unknown', () => {
    for (const path of ['/children/c1', '/children/c1/routines/r1', '/board/d1/rewards', '/app/']) {
      expect(isAppRoute(path), path).toBe(true);
    }
    for (const path of ['/children', '/children/c1/zzz', '/nope', '/apps', '/api/user', '/']) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });
});
