// The board's promise, end to end (ADR 0042): a tablet paired through the screens keeps a child's morning
// going with the Wi-Fi down — it opens from the service worker, runs the routine with its countdown, rings
// the alarm, redeems a reward — and when it reconnects the parent's phone shows it all within seconds. A
// board the parent disconnects wipes its data and returns to setup.
import { expect, test, type Browser, type BrowserContext, type Page, withServiceWorker } from './fixtures';
import { numberInWords } from '../../client/src/board/grown-up-question';
import { familyForTheBoard, pairBoard, serverDocuments, type BoardFamily } from './board-helpers';
import {
  expectNoSeriousViolations,
  logIn,
  registerParent,
  untilServiceWorkerControls,
  type ParentAccount,
} from './parent-helpers';

// Two devices, offline and back, a reload from the service worker and four accessibility scans.
test.setTimeout(300_000);

const phone = { width: 390, height: 844 };
const tablet = { width: 1280, height: 800 };
// Today, on the family's clock (UTC: the family has not set a zone), mid-morning: the board's clock is
// held here while the server keeps real time, so the parent's "today" is the board's.
const today = new Date().toISOString().slice(0, 10);
const boardMorning = new Date(`${today}T10:00:00Z`);

let parent: ParentAccount;
test.beforeAll(async ({ request }) => {
  parent = await registerParent(request, 'Hana');
});

async function parentOnPhone(browser: Browser): Promise<{ page: Page; family: BoardFamily }> {
  const context = await browser.newContext({ viewport: phone, timezoneId: 'UTC' });
  const page = await context.newPage();
  await logIn(page, parent);
  const family = await familyForTheBoard(page, { routineTime: '09:59', alarmTime: '10:12', rewardCost: 6 });
  // The town whose weather the board shows (the test server asks the fake weather service).
  const place = { name: 'Toronto', country: 'CA', latitude: 43.7, longitude: -79.42 };
  const settings = await page.request.put('/api/account/family', {
    data: { timeZone: 'UTC', weatherPlace: place },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  return { page, family };
}

async function tabletOnTheWall(browser: Browser): Promise<{ context: BrowserContext; board: Page }> {
  const context = await browser.newContext({ viewport: tablet, timezoneId: 'UTC', reducedMotion: 'reduce' });
  const board = await context.newPage();
  await board.clock.install({ time: boardMorning });
  return { context, board };
}

/** Runs one step: tap its picture, let its countdown run out, say "Done!". */
async function runStep(board: Page, name: string, minutes: number): Promise<void> {
  await expect(board.getByTestId('board-current-step')).toHaveText(name);
  await board.getByRole('button', { name: `${name}: start the timer, ${minutes} minutes` }).click();
  await expect(
    board.getByRole('button', { name: new RegExp(`^${name}: about ${minutes} minutes? left$`) }),
  ).toBeVisible();
  await board.clock.fastForward(`0${minutes}:00`);
  await expect(board.getByRole('button', { name: `${name}: time is up` })).toBeVisible();
  await board.getByRole('button', { name: `Done: ${name}` }).click();
}

/** A parent on a phone and a tablet paired through the screens, started by its first tap, on the routine. */
async function pairedBoard(browser: Browser) {
  const { page, family } = await parentOnPhone(browser);
  const { context, board } = await tabletOnTheWall(browser);
  await pairBoard(board, page, family.childId);
  await board.getByRole('button', { name: 'Tap to start the board' }).click();
  await expect(board.getByTestId('board-current-step')).toHaveText('Brush teeth', { timeout: 30_000 });
  return { page, family, context, board };
}

test.describe(() => {
  test.use(withServiceWorker);
  test('a paired board runs a morning offline, rings its alarm and redeems a reward; the parent sees it all', async ({
    browser,
  }) => {
    const { page, family, context, board } = await pairedBoard(browser);

    // The board shows the routine under way, then keeps everything it needs offline.
    await expect(board.getByRole('heading', { name: 'Good morning, Noor!' })).toBeVisible();
    await expect(
      board.getByRole('button', { name: /Sunny, 18 degrees Celsius, high 21, low 10/ }),
    ).toBeVisible();
    await expectNoSeriousViolations(board);
    await untilServiceWorkerControls(board);

    await context.setOffline(true);
    await board.reload();
    await board.getByRole('button', { name: 'Tap to start the board' }).click();
    await expect(board.getByTestId('board-current-step')).toHaveText('Brush teeth');
    await expect(board.getByRole('status').filter({ hasText: /^Offline/ })).toBeVisible({ timeout: 15_000 });
    // The weather it last heard, kept on the tablet.
    await expect(board.getByRole('button', { name: /Sunny, 18 degrees Celsius/ })).toBeVisible();

    await runStep(board, 'Brush teeth', 2);
    await runStep(board, 'Get dressed', 3);
    await expect(board.getByRole('heading', { name: 'All done today!' })).toBeVisible();
    await expect(board.getByTestId('board-coins')).toHaveText('10');

    // At 10:12 the alarm rings full screen until the child stops it.
    await board.clock.fastForward('07:00');
    const stop = board.getByRole('button', { name: 'Stop the alarm' });
    await expect(stop).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousViolations(board);
    await stop.click();
    await expect(stop).toBeHidden();

    // The rewards page: the ice cream is affordable; the child spends 6 of the 10 coins.
    await board.getByRole('link', { name: /My rewards/ }).click();
    await board.getByRole('button', { name: /Get Ice cream for 6 coins/ }).click();
    await board.getByRole('button', { name: 'Yes' }).click();
    await board.getByRole('link', { name: /Back to my board/ }).click();
    await expect(board.getByTestId('board-coins')).toHaveText('4');

    // Back online: the parent's dashboard shows the morning within seconds, and the server has every write.
    await context.setOffline(false);
    await board.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.goto('/app');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Noor' }) });
    await expect(card.getByText('All done for today')).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(async () => {
        const ledger = await serverDocuments(page.request, 'rewardTransactions');
        return ledger
          .filter((entry) => entry.childId === family.childId)
          .map((entry) => entry.points)
          .sort();
      })
      .toEqual([-6, 10]);
    await expect
      .poll(async () => {
        const alarms = await serverDocuments(page.request, 'alarms');
        return alarms.find((alarm) => alarm.id === family.alarmId)?.lastTriggered;
      })
      .toBe(`${today}T10:12:00.000Z`);

    // The parent disconnects the board: it wipes its data and returns to setup, saying why.
    await page.goto(`/children/${family.childId}?section=settings`);
    await page.getByRole('button', { name: 'Disconnect Kitchen tablet' }).click();
    await page.getByRole('button', { name: 'Disconnect board' }).click();
    await board.reload();
    await expect(board).toHaveURL(/\/board\/setup\?unpaired=1$/, { timeout: 30_000 });
    await expect(board.getByText('A grown-up disconnected this board.', { exact: false })).toBeVisible();
    expect(await board.evaluate(() => localStorage.getItem('brightday.board'))).toBeNull();
    expect(await board.evaluate(() => localStorage.getItem('brightday.board-snapshot.v1'))).toBeNull();
    await expect
      .poll(() =>
        board.evaluate(
          async () =>
            (await indexedDB.databases()).filter((database) => database.name?.includes('brightday-board'))
              .length,
        ),
      )
      .toBe(0);

    await context.close();
    await page.context().close();
  });

  test('a board reopened offline paints its clock and current step before its database opens, then the live board takes over', async ({
    browser,
  }) => {
    const { page, context, board } = await pairedBoard(browser);
    await expect(board.getByTestId('board-coins')).toBeVisible();
    await untilServiceWorkerControls(board);
    await board.addInitScript(watchTheBoardsFirstPaint);

    // Reopened offline with its database held shut: what shows comes from the board's last screen alone.
    await context.setOffline(true);
    await board.evaluate(() => sessionStorage.setItem('hold-board-database', '1'));
    await board.reload();
    await expect(board.getByRole('button', { name: 'Tap to start the board' })).toBeVisible();
    await expect(board.getByTestId('board-clock')).toBeVisible({ timeout: 15_000 });
    await expect(board.getByTestId('board-current-step')).toHaveText('Brush teeth');
    await expect(board.getByRole('heading', { name: 'Good morning, Noor!' })).toBeAttached();
    const held = await firstPaint(board);
    expect(held.scriptsAtStep.filter((file) => /first-pull|device-board|board-screen/.test(file))).toEqual(
      [],
    );
    // The live board (coins, jobs, the week) cannot come while the database stays shut.
    await expect(board.getByTestId('board-coins')).toBeHidden();

    // Reopened again with its database: the live board replaces the last screen with no gap between them.
    await board.evaluate(() => sessionStorage.removeItem('hold-board-database'));
    await board.reload();
    await expect(board.getByTestId('board-current-step')).toHaveText('Brush teeth', { timeout: 15_000 });
    await expect(board.getByTestId('board-coins')).toBeVisible({ timeout: 15_000 });
    expect((await firstPaint(board)).stepGone).toBe(false);
    await board.getByRole('button', { name: 'Tap to start the board' }).click();
    await expect(board.getByRole('button', { name: 'Done: Brush teeth' })).toBeEnabled();

    // Leaving board mode forgets the last screen with the rest of the child's data.
    await context.setOffline(false);
    await leaveBoardMode(board);
    expect(await board.evaluate(() => localStorage.getItem('brightday.board-snapshot.v1'))).toBeNull();

    await context.close();
    await page.context().close();
  });
});

/**
 * Runs in the board's page before its own code: holds the board's database shut while the test asks it to,
 * and notes which scripts had loaded when the current step first showed, and whether it ever went away.
 */
function watchTheBoardsFirstPaint() {
  const watch = { scriptsAtStep: null as string[] | null, stepGone: false };
  (window as unknown as { boardFirstPaint: typeof watch }).boardFirstPaint = watch;
  new MutationObserver(() => {
    const step = document.querySelector('[data-testid="board-current-step"]');
    if (step?.textContent && watch.scriptsAtStep === null) {
      watch.scriptsAtStep = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js'));
    }
    if (!step && watch.scriptsAtStep !== null) watch.stepGone = true;
  }).observe(document, { subtree: true, childList: true, characterData: true });
  if (sessionStorage.getItem('hold-board-database') !== '1') return;
  const open = indexedDB.open.bind(indexedDB);
  indexedDB.open = (name: string, version?: number) =>
    name.includes('brightday-board')
      ? // A request that never answers: the board's database never opens.
        (Object.assign(new EventTarget(), { readyState: 'pending' }) as unknown as IDBOpenDBRequest)
      : open(name, version);
}

async function firstPaint(board: Page): Promise<{ scriptsAtStep: string[]; stepGone: boolean }> {
  const watch = await board.evaluate(
    () =>
      (window as unknown as { boardFirstPaint: { scriptsAtStep: string[] | null; stepGone: boolean } })
        .boardFirstPaint,
  );
  expect(watch.scriptsAtStep, 'the current step never showed').not.toBeNull();
  return { scriptsAtStep: watch.scriptsAtStep ?? [], stepGone: watch.stepGone };
}

/** A grown-up answers the gate's question and takes the tablet out of board mode. */
async function leaveBoardMode(board: Page): Promise<void> {
  await board.getByRole('button', { name: 'Settings for grown-ups' }).click();
  const gate = board.getByRole('dialog');
  const words = (await gate.locator('[aria-live="polite"]').first().textContent()) ?? '';
  await gate.getByLabel('The number in digits').fill(digitsOf(words));
  await gate.getByRole('button', { name: 'Open settings' }).click();
  await confirmLeavingBoardMode(board);
}

/** From the open grown-ups' settings: Leave board mode, confirmed, and the tablet back at its setup. */
async function confirmLeavingBoardMode(board: Page): Promise<void> {
  await board.getByRole('dialog').getByRole('button', { name: 'Leave board mode' }).click();
  await board
    .getByRole('dialog', { name: 'Leave board mode?' })
    .getByRole('button', { name: 'Leave board mode' })
    .click();
  await expect(board).toHaveURL(/\/board\/setup$/, { timeout: 20_000 });
}

/** The number a grown-up gate shows in words, in digits. */
function digitsOf(words: string): string {
  for (let value = 0; value < 1000; value += 1)
    if (numberInWords(value) === words.trim()) return String(value);
  throw new Error(`not a number in words: ${words}`);
}

test('a grown-up opens the settings behind a question a child cannot answer, and takes the tablet out of board mode', async ({
  browser,
}) => {
  const { page, context, board } = await pairedBoard(browser);

  await board.getByRole('button', { name: 'Settings for grown-ups' }).click();
  const gate = board.getByRole('dialog');
  await gate.getByLabel('The number in digits').fill('1');
  await gate.getByRole('button', { name: 'Open settings' }).click();
  await expect(gate.getByText("That's not it. Here is a new number to type.")).toBeVisible();
  const words = (await gate.locator('[aria-live="polite"]').first().textContent()) ?? '';
  await gate.getByLabel('The number in digits').fill(digitsOf(words));
  await gate.getByRole('button', { name: 'Open settings' }).click();
  await expect(gate.getByRole('button', { name: 'Leave board mode' })).toBeVisible();
  await expectNoSeriousViolations(board);

  await confirmLeavingBoardMode(board);
  expect(await board.evaluate(() => localStorage.getItem('brightday.board'))).toBeNull();

  await context.close();
  await page.context().close();
});
