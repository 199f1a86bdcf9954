// The service worker: Brightday opens, and moves between screens, with no network. Every file the
// build emits for the app (its shell and every lazy route chunk) is precached at install, so a screen
// never fails with "Failed to fetch dynamically imported module" offline; app routes are answered with
// the cached shell; marketing pages come from the network first (the server fills in its settings) and
// from their last copy offline. The API is never cached here: family data lives in the local database.
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { APP_SHELL_PATHS } from '@sync/protocol/app-shell-paths';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const APP_SHELL = '/index.html';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install controls the page that registered it at once: a parent who opens the app and then
// loses the signal can still move between screens. Later versions wait for the parent to apply them.
clientsClaim();

registerRoute(new NavigationRoute(createHandlerBoundToURL(APP_SHELL), { allowlist: [...APP_SHELL_PATHS] }));

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
  new NetworkFirst({
    cacheName: 'brightday-pages',
    networkTimeoutSeconds: 5,
    plugins: [new ExpirationPlugin({ maxEntries: 30 })],
  }),
);

// Screenshots and social pictures of the marketing pages: too large to precache, kept once seen.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: 'brightday-images',
    plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

// A page never seen before, opened offline: the app shell, which shows its own "not found" screen
// rather than the browser's error page.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(APP_SHELL)) ?? Response.error();
  return Response.error();
});

// workbox-window's messageSkipWaiting(), sent when the parent chooses to update.
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});
