// The child's board photographed for docs/screenshots/ (names starting with `board-`): in each theme with a
// routine under way and with an alarm ringing, and its setup and rewards screens, on a tablet held either
// way; and the routine under way on four tablets families hang (ADR 0090). These are for people reviewing
// the board, so they are plain PNGs at the tablet's own size.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { BOARD_THEMES } from '../../client/src/board/themes/board-themes';
import {
  boardContext,
  jumpTo,
  openBoard,
  picturesLoaded,
  setChildTheme,
  startRoutine,
  untilTheme,
} from './board-pages';
import type { DemoBoard } from './demo-board';

const ORIENTATIONS = {
  landscape: { width: 1280, height: 800 },
  portrait: { width: 800, height: 1280 },
} as const;

type Orientation = keyof typeof ORIENTATIONS;

/**
 * The tablets the routine is also photographed on (board-every-size.spec.ts checks all twelve): a cheap Fire
 * tablet, an iPad either way and a 12.9-inch iPad, each as `board-routine-{width}x{height}-{orientation}.png`.
 */
const TABLETS = [
  { width: 960, height: 600 },
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 1366, height: 1024 },
] as const;

interface CaptureOptions {
  browser: Browser;
  baseUrl: string;
  board: DemoBoard;
  outDir: string;
  /** The parent's API, signed in: the theme changes as the parent's phone would change it. */
  parentApi: APIRequestContext;
}

/** Photographs the page in both orientations as `board-{name}-{orientation}.png`; returns how many. */
async function shootBothWays(page: Page, outDir: string, name: string): Promise<number> {
  for (const [orientation, size] of Object.entries(ORIENTATIONS) as [
    Orientation,
    (typeof ORIENTATIONS)[Orientation],
  ][]) {
    await page.setViewportSize(size);
    await picturesLoaded(page);
    const png = await page.screenshot({ type: 'png' });
    await sharp(png)
      .png({ compressionLevel: 9 })
      .toFile(join(outDir, `board-${name}-${orientation}.png`));
  }
  return 2;
}

/** The board in every theme, its routine under way and then its alarm ringing. */
async function captureThemes(options: CaptureOptions): Promise<number> {
  const { browser, baseUrl, board, outDir, parentApi } = options;
  const context = await boardContext(browser, board, {
    viewport: ORIENTATIONS.landscape,
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  await page.clock.install({ time: board.routineAt });
  await openBoard(page, `${baseUrl}/board/${board.credential.deviceId}`);
  await startRoutine(page);
  let count = 0;
  const themes = BOARD_THEMES.map((theme) => theme.id);
  for (const theme of themes) {
    await setChildTheme(parentApi, board.ids.childId, theme);
    await untilTheme(page, theme);
    count += await shootBothWays(page, outDir, `${theme}-routine`);
  }
  await jumpTo(page, board.alarmAt);
  await page.getByRole('button', { name: 'Stop the alarm' }).waitFor({ timeout: 20_000 });
  for (const theme of themes.toReversed()) {
    await setChildTheme(parentApi, board.ids.childId, theme);
    await untilTheme(page, theme);
    count += await shootBothWays(page, outDir, `${theme}-alarm`);
  }
  await setChildTheme(parentApi, board.ids.childId, board.theme);
  await context.close();
  return count;
}

/** The routine under way in the child's own theme, on each of the tablets above. */
export async function captureTablets(options: CaptureOptions): Promise<number> {
  const { browser, baseUrl, board, outDir } = options;
  const context = await boardContext(browser, board, { viewport: TABLETS[0], deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.clock.install({ time: board.routineAt });
  await openBoard(page, `${baseUrl}/board/${board.credential.deviceId}`);
  await startRoutine(page);
  await untilTheme(page, board.theme);
  for (const size of TABLETS) {
    await page.setViewportSize(size);
    await picturesLoaded(page);
    const orientation: Orientation = size.width > size.height ? 'landscape' : 'portrait';
    const png = await page.screenshot({ type: 'png' });
    await sharp(png)
      .png({ compressionLevel: 9 })
      .toFile(join(outDir, `board-routine-${size.width}x${size.height}-${orientation}.png`));
  }
  await context.close();
  return TABLETS.length;
}

/** The rewards page, in the child's own theme. */
async function captureRewards(options: CaptureOptions): Promise<number> {
  const { browser, baseUrl, board, outDir } = options;
  const context = await boardContext(browser, board, {
    viewport: ORIENTATIONS.landscape,
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  await page.clock.install({ time: board.routineAt });
  await openBoard(page, `${baseUrl}/board/${board.credential.deviceId}/rewards`);
  await untilTheme(page, board.theme);
  const count = await shootBothWays(page, outDir, 'rewards');
  await context.close();
  return count;
}

/** The setup screen of a tablet that is not paired yet: its code and the QR code of the pairing link. */
async function captureSetup(options: CaptureOptions): Promise<number> {
  const { browser, baseUrl, board, outDir } = options;
  const context = await browser.newContext({
    viewport: ORIENTATIONS.landscape,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    timezoneId: board.credential.family.timeZone,
  });
  // The real time, not the board's morning: the code's expiry is the server's, counted down on screen.
  const page = await context.newPage();
  await page.goto(`${baseUrl}/setup`, { waitUntil: 'load' });
  await page.getByRole('img', { name: /^Square code/ }).waitFor({ timeout: 20_000 });
  const count = await shootBothWays(page, outDir, 'setup');
  await context.close();
  return count;
}

/** Photographs every board screen at both orientations into `outDir`, replacing earlier `board-*` files. */
export async function captureBoardScreens(options: CaptureOptions): Promise<number> {
  mkdirSync(options.outDir, { recursive: true });
  for (const file of readdirSync(options.outDir).filter((name) => name.startsWith('board-'))) {
    rmSync(join(options.outDir, file));
  }
  return (
    (await captureThemes(options)) +
    (await captureTablets(options)) +
    (await captureRewards(options)) +
    (await captureSetup(options))
  );
}
