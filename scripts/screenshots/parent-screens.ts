// The parent app's screens photographed for docs/screenshots/ (names starting with `parent-`), on a phone
// and on a laptop, with the demo family signed in. These are for people reviewing the app, not for the
// marketing site, so they are plain PNGs at the device's own size.
import { mkdirSync, rmSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';

/** The demo family's ids that the screens' addresses need. */
export interface DemoIds {
  childId: string;
  routineId: string;
}

interface ParentShot {
  name: string;
  path: (ids: DemoIds) => string;
  /** Brings the screen into the state worth showing once it has opened. */
  prepare?: (page: Page) => Promise<void>;
}

const child = (section: string) => (ids: DemoIds) =>
  `/children/${ids.childId}?section=${encodeURIComponent(section)}`;

/** Every parent screen worth a look, in the order a parent meets them. */
export const PARENT_SHOTS: readonly ParentShot[] = [
  { name: 'dashboard', path: () => '/app' },
  { name: 'child-routines', path: child('routines') },
  { name: 'routine-editor', path: (ids) => `/children/${ids.childId}/routines/${ids.routineId}` },
  { name: 'child-schedule', path: child('schedule') },
  { name: 'child-alarms', path: child('alarms') },
  { name: 'child-chores', path: child('chores') },
  { name: 'child-rewards', path: child('rewards') },
  { name: 'child-settings', path: child('settings') },
  { name: 'child-profile', path: (ids) => `/children/${ids.childId}/profile` },
  { name: 'week', path: () => '/week' },
  { name: 'chores', path: () => '/chores' },
  { name: 'family', path: () => '/family' },
  { name: 'profile', path: () => '/profile' },
  {
    name: 'support',
    path: () => '/app',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Help and support' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
];

/** The two sizes every parent screen is photographed at. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1280, height: 800 },
} as const;

interface CaptureOptions {
  browser: Browser;
  baseUrl: string;
  ids: DemoIds;
  outDir: string;
  logIn: (page: Page) => Promise<void>;
  /** Waits until a screen has its data (spinners gone, the sync badge settled). */
  settle: (page: Page) => Promise<void>;
  clockAt: Date;
}

/** The whole page as a palette PNG: a parent screen is flat colour, so this keeps the file small. */
export async function saveFullPage(page: Page, path: string): Promise<void> {
  // From the top: a page scrolled down (Nia follows its newest answer) would put the sticky header and the
  // tab bar in the middle of the picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  const png = await page.screenshot({ type: 'png', fullPage: true });
  await sharp(png).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(path);
}

/** Photographs every parent screen at both sizes into `outDir`, replacing earlier `parent-*` files. */
export async function captureParentScreens(options: CaptureOptions): Promise<number> {
  const { browser, baseUrl, ids, outDir, logIn, settle, clockAt } = options;
  mkdirSync(outDir, { recursive: true });
  for (const file of readdirSync(outDir).filter((name) => name.startsWith('parent-'))) {
    rmSync(join(outDir, file));
  }
  let count = 0;
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.clock.install({ time: clockAt });
    await logIn(page);
    for (const shot of PARENT_SHOTS) {
      await page.goto(`${baseUrl}${shot.path(ids)}`, { waitUntil: 'load' });
      await settle(page);
      // Sections read their own collections after the screen has opened: wait until none says it is
      // still opening, then let the last live query land.
      await page.waitForFunction(
        () => !/Opening|Loading your family/.test(document.body.innerText),
        undefined,
        {
          timeout: 20_000,
        },
      );
      await page.waitForTimeout(800);
      await shot.prepare?.(page);
      await saveFullPage(page, join(outDir, `parent-${shot.name}-${device}.png`));
      count++;
    }
    await context.close();
  }
  return count;
}
