// Goal 2: a cold open of an installed board with the network off. The board was paired and loaded once
// online (its service worker installed and in control, its data synced); then the tablet goes offline, the
// page is closed and a new one opened at the board's address, timed to its clock and current step.
import type { BrowserContext, Page } from 'playwright-core';

/** One cold open, in milliseconds from the navigation's start (the page's own clock). */
export interface ColdOpen {
  /** The "Tap to start the board" screen, the first thing a fresh page shows. */
  tapToStart: number;
  /** The clock and the current step rendered (beneath "Tap to start"). */
  clockAndStep: number;
}

// Waits inside the page at each frame and answers the page's own times, so no round trip to Playwright
// falls inside what is measured.
async function shownAt(page: Page): Promise<ColdOpen> {
  const handle = await page.waitForFunction(
    () => {
      const state = window as unknown as { __tapAt?: number };
      if (
        state.__tapAt === undefined &&
        document.querySelector('button[aria-label="Tap to start the board"]')
      ) {
        state.__tapAt = performance.now();
      }
      const clock = document.querySelector('[data-testid="board-clock"]');
      const step = document.querySelector('[data-testid="board-current-step"]');
      const shown = clock !== null && (step?.textContent ?? '') !== '' && state.__tapAt !== undefined;
      return shown ? { tapToStart: state.__tapAt, clockAndStep: performance.now() } : false;
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as ColdOpen;
}

/** Whether the page is controlled by the board's service worker. */
export async function untilServiceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/**
 * Closes the board's page in `context` (online, installed, synced), takes the tablet offline and opens the
 * board `rounds` times in a new page. Leaves the context offline with one board page open, which it returns.
 */
export async function measureColdOpens(
  context: BrowserContext,
  page: Page,
  boardUrl: string,
  rounds: number,
): Promise<{ rounds: ColdOpen[]; page: Page }> {
  await untilServiceWorkerControls(page);
  await context.setOffline(true);
  let current = page;
  const measured: ColdOpen[] = [];
  for (let round = 0; round < rounds; round += 1) {
    await current.close();
    current = await context.newPage();
    await current.goto(boardUrl, { waitUntil: 'commit' });
    measured.push(await shownAt(current));
  }
  return { rounds: measured, page: current };
}
