// How the screenshots work a paired board: a browser context that is the demo family's tablet (its
// credential in localStorage before any page runs), the first tap, a routine under way, and a theme
// changed by the parent as another of the family's devices would change it.
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import type { BoardCredential } from '../../client/src/board/board-credential';
import { SYNC_PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from '@sync/protocol/messages';
import type { DemoBoard } from './demo-board';

/** How long the step's countdown has run when the board is photographed. */
const COUNTDOWN_SHOWN_MS = 40_000;

const syncHeaders = { [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION) };

/** A browser context that is the paired tablet: its credential is there before the board's code runs. */
export async function boardContext(
  browser: Browser,
  board: DemoBoard,
  options: { viewport: { width: number; height: number }; deviceScaleFactor: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...options,
    reducedMotion: 'reduce',
    timezoneId: board.credential.family.timeZone,
  });
  await context.addInitScript((credential: BoardCredential) => {
    localStorage.setItem('brightday.board', JSON.stringify(credential));
  }, board.credential);
  return context;
}

/** Opens a board screen and gives it the first tap that a freshly opened board asks for. */
export async function openBoard(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Tap to start the board' }).click({ timeout: 20_000 });
}

function progressStartsWith(page: Page, prefix: string): Promise<unknown> {
  return page.waitForFunction(
    (wanted) =>
      document
        .querySelector('[data-testid="board-progress"]')
        ?.getAttribute('aria-label')
        ?.startsWith(wanted) === true,
    prefix,
    { timeout: 20_000 },
  );
}

/**
 * Brings the open board's routine under way: the first step done (unless another board did it already),
 * the second step's countdown started and left to run for a while, so Now, Next and Done all show
 * something and the ring is part empty.
 */
export async function startRoutine(page: Page): Promise<void> {
  const progress = page.getByTestId('board-progress');
  await progress.waitFor({ timeout: 20_000 });
  // A board opened after another one did the first step receives it from the server a moment later.
  await page.waitForTimeout(2000);
  if ((await progress.getAttribute('aria-label'))?.startsWith('0 of') === true) {
    const step = (await page.getByTestId('board-current-step').textContent()) ?? '';
    await page.getByRole('button', { name: `Done: ${step}`, exact: true }).click();
    await progressStartsWith(page, '1 of');
  }
  await page.getByRole('button', { name: /: start the timer/ }).click();
  await page.clock.runFor(COUNTDOWN_SHOWN_MS);
}

/** Moves the page's clock forward to `at` (timers due meanwhile fire once) and lets the board catch up. */
export async function jumpTo(page: Page, at: Date): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.fastForward(Math.max(0, at.getTime() - now));
  await page.clock.runFor(2000);
}

type ServerDocument = Record<string, unknown> & { id: string };

/**
 * Changes the child's theme as the parent's phone would: a push of the children collection with the
 * document as pulled. The board receives it live. `api` is signed in as the parent.
 */
export async function setChildTheme(api: APIRequestContext, childId: string, theme: string): Promise<void> {
  const pulled = await api.get('/api/sync/children/pull?seq=0&limit=500', { headers: syncHeaders });
  if (!pulled.ok()) throw new Error(`could not pull the children: ${pulled.status()}`);
  const { documents } = (await pulled.json()) as { documents: ServerDocument[] };
  const child = documents.find((document) => document.id === childId);
  if (child === undefined) throw new Error('the demo child is not on the server');
  const pushed = await api.post('/api/sync/children/push', {
    headers: syncHeaders,
    data: {
      rows: [
        {
          assumedMasterState: child,
          newDocumentState: { ...child, theme, updatedAt: new Date().toISOString() },
        },
      ],
    },
  });
  const answer = (await pushed.json()) as { conflicts?: unknown[] };
  if (!pushed.ok() || (answer.conflicts?.length ?? 0) > 0) {
    throw new Error(`could not change the theme: ${pushed.status()} ${JSON.stringify(answer)}`);
  }
}

/** Waits until the board on `page` shows `theme`. */
export async function untilTheme(page: Page, theme: string): Promise<void> {
  await page.locator(`main[data-theme="${theme}"]`).first().waitFor({ timeout: 20_000 });
  await picturesLoaded(page);
}

/** Waits until every picture on the page has loaded (a theme's backdrop loads after it switches). */
export async function picturesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, {
    timeout: 10_000,
  });
  await page.waitForTimeout(300);
}
