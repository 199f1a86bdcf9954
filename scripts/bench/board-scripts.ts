// Goal 1: the JavaScript a paired board loads before it first shows its clock and current step, gzipped.
// Read from the page's own resource timing (every script of a load of /board/{deviceId}, those its service
// worker served included), and checked against Vite's build manifest (the entry and the board's lazy route
// modules with their static imports).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { chunkClosure, type Manifest } from './route-scripts';

/** One chunk and its gzipped size (level 9, as the other benches measure). */
export interface BoardChunk {
  file: string;
  gzipBytes: number;
}

/** What a load of the board downloaded as JavaScript, before and after its first full screen. */
export interface BoardScripts {
  /** Requested before the clock and the current step were on screen. */
  beforePaint: BoardChunk[];
  afterPaint: BoardChunk[];
  /** The page's first contentful paint and the board's clock and step, ms from navigation. */
  firstContentfulPaintMs: number;
  boardShownMs: number;
  /** Of `beforePaint`, those requested before the first contentful paint. */
  beforeFirstContentfulPaint: number;
  /** The same route from the build manifest: its files and their gzipped sum. */
  manifestFiles: number;
  manifestGzipBytes: number;
}

// The lazy module the router loads for /board/{deviceId} (client/src/app/routes.tsx): the board's layout,
// which paints the board's snapshot and fetches the live board (with the board screen) after that paint
// (ADR 0076).
const BOARD_MODULES = ['index.html', 'src/board/board-device-layout.tsx'];

function gzipOf(distDir: string, file: string): number {
  return gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
}

/**
 * Loads the board in `page` (already paired) and reads from the page's resource timing each script it
 * requested, split at the moment its clock and current step are on screen.
 */
export async function measureBoardScripts(
  page: Page,
  boardUrl: string,
  distDir: string,
): Promise<BoardScripts> {
  // Watched from the navigation's commit, as the cold opens are (board-cold-open.ts): waiting for the load
  // event first would take the frame where the poll began, long after a board painted from its snapshot
  // (ADR 0076), for the frame where the clock and step first showed.
  await page.goto(boardUrl, { waitUntil: 'commit' });
  const shownHandle = await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="board-clock"]') !== null &&
      (document.querySelector('[data-testid="board-current-step"]')?.textContent ?? '') !== '' &&
      performance.now(),
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  const boardShownMs = (await shownHandle.jsonValue()) as number;
  // Whatever the board fetches next (its settings, rewards, the update check) is not needed to show it.
  await page.waitForTimeout(3_000);
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ file: new URL(entry.name).pathname.slice(1), startTime: entry.startTime })),
  }));

  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const manifestFiles = chunkClosure(manifest, BOARD_MODULES).filter((file) => file.endsWith('.js'));
  const chunk = (file: string) => ({ file, gzipBytes: gzipOf(distDir, file) });
  const before = timing.scripts.filter((entry) => entry.startTime <= boardShownMs);
  return {
    beforePaint: before.map((entry) => chunk(entry.file)),
    afterPaint: timing.scripts
      .filter((entry) => entry.startTime > boardShownMs)
      .map((entry) => chunk(entry.file)),
    firstContentfulPaintMs: timing.fcp,
    boardShownMs,
    beforeFirstContentfulPaint: before.filter((entry) => entry.startTime <= timing.fcp).length,
    manifestFiles: manifestFiles.length,
    manifestGzipBytes: manifestFiles.reduce((sum, file) => sum + gzipOf(distDir, file), 0),
  };
}
