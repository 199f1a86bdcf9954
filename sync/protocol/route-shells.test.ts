import { describe, expect, it } from 'vitest';
import { routeShellOf } from './route-shells';

describe('routeShellOf', () => {
  it('gives signup and login their own cards, with or without a trailing slash', () => {
    expect(routeShellOf('/signup')).toBe('signup');
    expect(routeShellOf('/signup/')).toBe('signup');
    expect(routeShellOf('/login')).toBe('login');
  });

  it("gives the parent app's screens the app's frame", () => {
    for (const path of ['/app', '/week', '/nia-coach', '/children/c1/profile', '/pair-board', '/chores/x']) {
      expect(routeShellOf(path), path).toBe('parent');
    }
  });

  it('leaves the board and the parent’s view of a board to their own opening', () => {
    for (const path of ['/setup', '/board/setup', '/board/d1', '/smart-board/c1']) {
      expect(routeShellOf(path), path).toBe('board');
    }
  });

  it("gives the other account screens and any other address the site's frame", () => {
    for (const path of [
      '/invite/abc',
      '/reset-password/t',
      '/forgot-password',
      '/get-started',
      '/nowhere',
      '/',
    ]) {
      expect(routeShellOf(path), path).toBe('account');
    }
    // A segment only counts whole.
    expect(routeShellOf('/applications')).toBe('account');
  });
});
