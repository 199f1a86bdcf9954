import type { Browser, BrowserContext } from '@playwright/test';

// Every journey runs under the Content-Security-Policy the server sends (ADR 0054). A refused script,
// style, picture or request may leave a screen looking almost right, so a journey that meets one fails
// by name instead. Chromium reports each refusal on the console ("... violates the following Content
// Security Policy directive ..."); the page's `securitypolicyviolation` event names the source line too.
// The init script that listens for it is added through the browser's debugging protocol, which the page's
// policy does not govern. A service worker's own console is not read: its refusals show as its failures.

/** How the browser and the listener below word a refusal. */
const CSP_REFUSAL = /Content Security Policy|securitypolicyviolation/i;

/** The violations one test met, and the ones it provokes on purpose. */
export class CspGuard {
  private readonly seen: string[] = [];
  private readonly expected: RegExp[] = [];
  private readonly watched = new WeakSet<BrowserContext>();

  /** Every refusal reported so far, as the browser worded it. */
  get violations(): readonly string[] {
    return this.seen;
  }

  /** Lets refusals matching `pattern` pass: for a test that provokes one to prove it is refused. */
  allow(pattern: RegExp): void {
    this.expected.push(pattern);
  }

  /** Starts listening on a context before any of its pages opens; once, however often it is asked. */
  async watch(context: BrowserContext): Promise<void> {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    context.on('console', (message) => {
      const text = message.text();
      if (CSP_REFUSAL.test(text)) this.seen.push(`${message.location().url || 'a page'}: ${text}`);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const blocked = event.blockedURI === '' ? 'inline' : event.blockedURI;
        console.error(
          `securitypolicyviolation: ${event.effectiveDirective} refused ${blocked} at ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
  }

  /**
   * Makes the contexts the test opens itself (`browser.newContext()`, `browser.newPage()`) watched too,
   * until the returned function puts the browser back.
   */
  watchNewContexts(browser: Browser): () => void {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (options) => {
      const context = await newContext(options);
      await this.watch(context);
      return context;
    };
    return () => {
      browser.newContext = newContext;
    };
  }

  /** Throws, naming each one, if the test met a refusal it did not provoke on purpose. */
  assertNoneUnexpected(): void {
    const unexpected = this.seen.filter((text) => !this.expected.some((pattern) => pattern.test(text)));
    if (unexpected.length > 0) {
      throw new Error(
        `The journey met ${unexpected.length} Content-Security-Policy violation(s) (ADR 0054; docs/pitfalls.md):\n` +
          unexpected.map((text) => `  - ${text}`).join('\n'),
      );
    }
  }
}
