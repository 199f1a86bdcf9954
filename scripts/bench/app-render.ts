// The parent app measured in Chromium with a large family already in its local database: how long the
// dashboard takes to show every child's card after a load, and a child's screen after a tap on a card.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumPath } from '../../tests/e2e/chromium-path';
import { BENCH_CHROMIUM_FLAGS } from './browser-initial-sync';

/** What one round measured, in milliseconds from its start. */
export interface RenderRound {
  /** Navigation start → the dashboard's heading. */
  dashboardHeading: number;
  /**
   * Navigation start → every child's card painted: drawn from the dashboard's last screen (ADR 0083) or
   * already from its own reads, whichever came first.
   */
  dashboardPainted: number;
  /** Navigation start → every child's card filled (its day read and drawn). */
  dashboardCards: number;
  /** Tap on a card → the child's screen with its name and section. */
  childScreen: number;
}

/** The measurements and the Chromium that made them. */
export interface RenderResults {
  version: string;
  firstSyncMs: number;
  /** The characters the dashboard's last screen (ADR 0083) takes in localStorage. */
  lastScreenChars: number;
  rounds: RenderRound[];
  /** The same rounds with Chromium's CPU slowed `CPU_THROTTLE` times: an emulated cheap phone or tablet. */
  throttledRounds: RenderRound[];
}

/** How many times slower than this machine the throttled rounds run (an older phone or tablet). */
export const CPU_THROTTLE = 4;

// Waits inside the page, checking at each frame, and answers the page's own clock: no round trip to
// Playwright falls inside the measured time.
async function pageTimeWhen(
  page: Page,
  children: number,
): Promise<{ heading: number; painted: number; cards: number }> {
  const handle = await page.waitForFunction(
    (count) => {
      const state = window as unknown as { __headingAt?: number; __paintedAt?: number };
      if (
        state.__headingAt === undefined &&
        document.querySelector('main h1')?.textContent === 'Your family today'
      ) {
        state.__headingAt = performance.now();
      }
      // A card is painted once it shows a day rather than its placeholder, live or from the last screen.
      const painted = document.querySelectorAll(
        'main article[data-card="live"], main article[data-card="last-shown"]',
      ).length;
      if (state.__paintedAt === undefined && painted >= count) state.__paintedAt = performance.now();
      // A card is filled once its child's day has been read (it stops being busy).
      const cards = document.querySelectorAll('main article[aria-busy="false"]').length;
      return cards >= count && state.__headingAt !== undefined && state.__paintedAt !== undefined
        ? { heading: state.__headingAt, painted: state.__paintedAt, cards: performance.now() }
        : false;
    },
    children,
    { polling: 'raf', timeout: 120_000 },
  );
  return (await handle.jsonValue()) as { heading: number; painted: number; cards: number };
}

async function childScreenAfterTap(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const link = document.querySelector<HTMLAnchorElement>('main article a[href^="/children/"]');
    const name = link?.querySelector('h2')?.textContent ?? '';
    if (!link || name === '') throw new Error('no child card to tap');
    const start = performance.now();
    link.click();
    await new Promise<void>((resolve) => {
      const check = () => {
        const shown =
          document.querySelector('main h1')?.textContent === name &&
          document.querySelector('main [role="tabpanel"]') !== null;
        if (shown) resolve();
        else requestAnimationFrame(check);
      };
      check();
    });
    return performance.now() - start;
  });
}

/**
 * Opens the parent app at `origin` as the parent whose session cookie is `cookie` (`name=value`), lets the
 * first sync store the family, then measures `rounds` dashboard loads and child-screen taps. The profile
 * lives in a temporary folder, so IndexedDB is on disk as on a phone.
 */
export async function measureAppRender(
  origin: string,
  cookie: string,
  children: number,
  rounds: number,
): Promise<RenderResults> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-app-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: BENCH_CHROMIUM_FLAGS,
    headless: true,
    viewport: { width: 390, height: 844 },
  });
  try {
    // tsx compiles this file with esbuild's keepNames, which wraps the functions passed to the page in a
    // `__name` helper that only exists in Node: the page gets a stand-in that returns the function as is.
    await context.addInitScript('window.__name = (fn) => fn;');
    const [name = '', ...value] = cookie.split('=');
    await context.addCookies([{ name, value: value.join('='), url: origin }]);
    const page = context.pages()[0] ?? (await context.newPage());
    const syncStart = Date.now();
    await page.goto(`${origin}/app`);
    await page
      .getByRole('status')
      .filter({ hasText: /^Synced · / })
      .waitFor({ timeout: 300_000 });
    await pageTimeWhen(page, children);
    const firstSyncMs = Date.now() - syncStart;
    const measure = async (): Promise<RenderRound[]> => {
      const measured: RenderRound[] = [];
      for (let round = 0; round < rounds; round += 1) {
        await page.goto(`${origin}/app`);
        const { heading, painted, cards } = await pageTimeWhen(page, children);
        const childScreen = await childScreenAfterTap(page);
        measured.push({
          dashboardHeading: heading,
          dashboardPainted: painted,
          dashboardCards: cards,
          childScreen,
        });
      }
      return measured;
    };
    const measured = await measure();
    const lastScreenChars = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('brightday.last-screen|'))
        .reduce((sum, key) => sum + (localStorage.getItem(key) ?? '').length, 0),
    );
    // The throttling lasts for the page's session, across its navigations.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    const throttled = await measure();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return {
      version: context.browser()?.version() ?? 'unknown',
      firstSyncMs,
      lastScreenChars,
      rounds: measured,
      throttledRounds: throttled,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
