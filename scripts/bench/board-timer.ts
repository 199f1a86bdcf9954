// Goal 3: the step countdown after 30 minutes of clock time that include a 10-minute sleep. The board's
// clock is Playwright's: a 40-minute step's countdown starts, 20 minutes run with every timer firing, then
// the tab sleeps — the wall clock jumps 10 minutes while no timer fires — and wakes. What the disk shows
// (its `data-remaining-ms`) is compared with the true time left, `deadline - now`.
import type { Page } from 'playwright-core';

const MINUTE = 60_000;

/** What the countdown showed against the truth, in milliseconds (shown − true: + is slow, − is fast). */
export interface TimerResult {
  /** The step's length. */
  stepMinutes: number;
  /** Just before the sleep, after 20 minutes of running timers. */
  beforeSleep: number;
  /** On waking, before the board's next tick: the screen as the sleep left it. */
  onWake: number;
  /** After the first tick on waking (at most a second later). */
  afterFirstTick: number;
  /** The worst error over the 5 s after waking, read every 100 ms. */
  worstAfterWake: number;
}

async function errorNow(page: Page, deadline: number): Promise<number> {
  const { shown, now } = await page.evaluate(() => {
    const disk = document.querySelector('[data-remaining-ms]');
    return { shown: Number(disk?.getAttribute('data-remaining-ms')), now: Date.now() };
  });
  if (!Number.isFinite(shown)) throw new Error('the step disk shows no countdown');
  return shown - Math.max(0, deadline - now);
}

// The board re-renders outside the fake clock (React schedules with a message channel, which the clock
// leaves alone): a moment of real time lets it draw what the fired timers set.
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(50);
}

/**
 * Runs the countdown of the step `stepName` (of `stepMinutes`) on the board in `page`, whose clock was
 * installed by the caller and shows that step as the one to do now.
 */
export async function measureTimer(page: Page, stepName: string, stepMinutes: number): Promise<TimerResult> {
  const start = await page.evaluate(() => Math.ceil(Date.now() / 1000) * 1000 + 1000);
  await page.clock.pauseAt(start);
  await page.getByRole('button', { name: `${stepName}: start the timer, ${stepMinutes} minutes` }).click();
  const deadline = start + stepMinutes * MINUTE;
  await page.locator('[data-remaining-ms]').waitFor();

  await page.clock.runFor(20 * MINUTE);
  await settle(page);
  const beforeSleep = await errorNow(page, deadline);

  // Asleep: the wall clock moves on 10 minutes, no timer fires.
  const asleepAt = await page.evaluate(() => Date.now());
  await page.clock.setSystemTime(asleepAt + 10 * MINUTE);
  await settle(page);
  const onWake = await errorNow(page, deadline);

  // Awake: the due timers fire.
  await page.clock.runFor(1000);
  await settle(page);
  const afterFirstTick = await errorNow(page, deadline);
  let worstAfterWake = afterFirstTick;
  for (let read = 0; read < 50; read += 1) {
    await page.clock.runFor(100);
    await settle(page);
    const error = await errorNow(page, deadline);
    if (Math.abs(error) > Math.abs(worstAfterWake)) worstAfterWake = error;
  }
  return { stepMinutes, beforeSleep, onWake, afterFirstTick, worstAfterWake };
}
