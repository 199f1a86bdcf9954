// Goal 5: the board's memory over a whole day. The board's clock (Playwright's) is fast-forwarded minute by
// minute through 24 hours with every timer firing: routines come and the child completes their steps,
// alarms ring and are stopped, the board syncs its writes and receives the parent's. The JS heap (after a
// forced garbage collection), the DOM nodes, event listeners and pending timers are read at the start,
// every six hours and at the end.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

const MINUTE = 60_000;

/** The board's footprint at one moment. */
export interface DaySample {
  hour: number;
  heapUsedBytes: number;
  nodes: number;
  listeners: number;
  /** Timers and intervals pending in the page's clock. */
  timers: number;
}

/** What the day did and what the board held through it. */
export interface DayResult {
  samples: DaySample[];
  stepsDone: number;
  alarmsStopped: number;
  parentChanges: number;
}

async function sample(page: Page, cdp: CDPSession, hour: number): Promise<DaySample> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;
  // Playwright's clock keeps its pending timers on the page; the board's own timers are all there.
  const timers = await page.evaluate(
    () =>
      (window as unknown as { __pwClock?: { controller: { _timers: Map<number, unknown> } } }).__pwClock
        ?.controller._timers.size ?? -1,
  );
  return {
    hour,
    heapUsedBytes: heap.usedSize,
    nodes: metric('Nodes'),
    listeners: metric('JSEventListeners'),
    timers,
  };
}

/** The child stops a ringing alarm, or (when `step`) says "Done" to the step shown now. */
async function childTurn(page: Page, step: boolean): Promise<'alarm' | 'step' | 'none'> {
  return page.evaluate((doStep) => {
    const alarm = document.querySelector<HTMLButtonElement>('button[aria-label="Stop the alarm"]');
    if (alarm) {
      alarm.click();
      return 'alarm';
    }
    const done = doStep ? document.querySelector<HTMLButtonElement>('button[aria-label^="Done: "]') : null;
    if (done) {
      done.click();
      return 'step';
    }
    return 'none';
  }, step);
}

/**
 * Runs `hours` (a day) on the board in `page` (started, its clock installed by the caller). Each minute the child
 * stops an alarm that rings, every `stepEvery` minutes says "Done" to the step shown; every two hours the parent adds something through `parentChange`.
 */
export async function measureDay(
  context: BrowserContext,
  page: Page,
  parentChange: (hour: number) => Promise<void>,
  hours = 24,
  stepEvery = 4,
): Promise<DayResult> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.clock.runFor(MINUTE);
  await page.waitForTimeout(2_000);
  const samples = [await sample(page, cdp, 0)];
  let stepsDone = 0;
  let alarmsStopped = 0;
  let parentChanges = 0;
  for (let minute = 1; minute <= hours * 60; minute += 1) {
    await page.clock.runFor(MINUTE);
    // A moment of real time: React draws, fetches answer, the change stream delivers.
    await page.waitForTimeout(15);
    const turn = await childTurn(page, minute % stepEvery === 0);
    if (turn === 'alarm') alarmsStopped += 1;
    if (turn === 'step') stepsDone += 1;
    if (minute % 120 === 0) {
      await parentChange(minute / 60);
      parentChanges += 1;
    }
    if (minute % (6 * 60) === 0 || minute === hours * 60) {
      await page.waitForTimeout(2_000);
      samples.push(await sample(page, cdp, minute / 60));
    }
  }
  await cdp.detach();
  return { samples, stepsDone, alarmsStopped, parentChanges };
}
