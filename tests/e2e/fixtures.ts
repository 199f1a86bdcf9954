// What every journey imports instead of '@playwright/test' (eslint.config.js enforces it): the same
// API, with a `test` that fails a journey meeting a Content-Security-Policy violation (csp-guard.ts).
import { test as base, type BrowserContext } from '@playwright/test';
import { CspGuard } from './csp-guard';

export * from '@playwright/test';

/**
 * Lets the app register its service worker, for a journey about the installed app: one that goes offline,
 * reloads from the precache or updates (ADR 0075). Every other journey runs with registration blocked
 * (playwright.config.ts), because each new browser context would otherwise precache the whole app.
 */
export const withServiceWorker = { serviceWorkers: 'allow' } as const;

export const test = base.extend<{ cspGuard: CspGuard; ownContextsClosed: void }>({
  // Automatic: every test is guarded, whether it uses the default context or opens its own.
  cspGuard: [
    async ({ browser }, use) => {
      const guard = new CspGuard();
      const restore = guard.watchNewContexts(browser);
      try {
        await use(guard);
      } finally {
        restore();
      }
      guard.assertNoneUnexpected();
    },
    { auto: true },
  ],
  // Automatic: a context the test opened itself is closed when the test ends, passed or failed. A page left
  // open keeps its app syncing and its renderer busy through every later journey on a 2-core machine.
  ownContextsClosed: [
    async ({ browser, cspGuard: _guard }, use) => {
      const opened: BrowserContext[] = [];
      // The guard's watching newContext: this wraps it, and is undone first (fixtures end in reverse).
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        opened.push(context);
        return context;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
        // Closing twice is harmless: most tests close what they open.
        await Promise.all(opened.map((context) => context.close().catch(() => undefined)));
      }
    },
    { auto: true },
  ],
  context: async ({ context, cspGuard }, use) => {
    await cspGuard.watch(context);
    await use(context);
  },
});
