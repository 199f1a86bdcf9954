// Goal 2: a cold open of an installed board with the network off. The board was paired and loaded once
// online (its service worker installed and in control, its data synced); then the tablet goes offline, the
// page is closed and a new one opened at the board's address, timed to its clock and current step. Each
// round is run again with the page's CPU throttled 4× through Chromium's DevTools protocol: the old,
// cheap tablet a family puts on the wall. Then again with no snapshot of the board's last screen (ADR 0076),
// as on a board just paired or whose snapshot was refused: its first screen waits for the database code.
import type { BrowserContext, Page } from 'playwright-core';
import { BOARD_SNAPSHOT_KEY } from '../../client/src/board/board-snapshot';
import { CPU_THROTTLE } from './app-render';

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

/** Opens the board in a new page of `context`, its CPU `throttle` times slower, and times it. */
async function openOnce(context: BrowserContext, boardUrl: string, throttle: number) {
  const page = await context.newPage();
  // The throttling lasts for the page's session, across its navigations, so it is set before the board loads.
  if (throttle > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  }
  await page.goto(boardUrl, { waitUntil: 'commit' });
  return { page, shown: await shownAt(page) };
}

/**
 * Closes the board's page in `context` (online, installed, synced), takes the tablet offline and opens the
 * board `rounds` times in a new page, then `rounds` times more with the CPU throttled, then both again with
 * its snapshot removed before each open. Leaves the context offline with one unthrottled board page open
 * (its snapshot kept again by then), which it returns.
 */
export async function measureColdOpens(
  context: BrowserContext,
  page: Page,
  boardUrl: string,
  rounds: number,
): Promise<{
  rounds: ColdOpen[];
  throttledRounds: ColdOpen[];
  withoutSnapshot: ColdOpen[];
  throttledWithoutSnapshot: ColdOpen[];
  page: Page;
}> {
  await untilServiceWorkerControls(page);
  await context.setOffline(true);
  let current = page;
  const opens = async (throttle: number, snapshot: boolean) => {
    const measured: ColdOpen[] = [];
    for (let round = 0; round < rounds; round += 1) {
      // The live board keeps its snapshot only when its day changes, which nothing does here before the close.
      if (!snapshot) await current.evaluate((key) => localStorage.removeItem(key), BOARD_SNAPSHOT_KEY);
      await current.close();
      const opened = await openOnce(context, boardUrl, throttle);
      current = opened.page;
      measured.push(opened.shown);
    }
    return measured;
  };
  const throttledWithoutSnapshot = await opens(CPU_THROTTLE, false);
  const withoutSnapshot = await opens(1, false);
  const throttledRounds = await opens(CPU_THROTTLE, true);
  const measured = await opens(1, true);
  return { rounds: measured, throttledRounds, withoutSnapshot, throttledWithoutSnapshot, page: current };
}
