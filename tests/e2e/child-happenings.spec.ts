// A parent sees what the child did (ADR 0060, ADR 0059): a reward chosen on a paired board waits on the
// parent's dashboard until "Given", which every parent device then shows; a parent spends a child's coins
// from the app; and a board has today's jobs although no parent's phone set them up.
import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import { planChoreInstances } from '@sync/domain/chore-instances';
import { addDays } from '@sync/domain/family-date';
import { choreInstanceId } from '@sync/domain/name-based-id';
import { CHILD_DATA_POLICY_VERSION } from '@sync/schemas/parental-consent';
import { familyForTheBoard, pushNew, serverDocuments, type BoardFamily } from './board-helpers';
import { expectNoSeriousViolations, logIn, registerParent, type ParentAccount } from './parent-helpers';

test.setTimeout(300_000);
const expect = baseExpect.configure({ timeout: 20_000 });

const phone = { width: 390, height: 844 };
const tablet = { width: 1280, height: 800 };
// The family's clock is UTC (the journeys' browsers too); the board's clock is held mid-morning today.
const today = new Date().toISOString().slice(0, 10);
const boardMorning = new Date(`${today}T10:00:00Z`);
// Set to a folder to keep pictures of the dashboard.
const screenshotDir = process.env.HAPPENINGS_SCREENSHOT_DIR;

let parent: ParentAccount;
test.beforeAll(async ({ request }) => {
  parent = await registerParent(request, 'Lena');
});

async function parentDevice(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, timezoneId: 'UTC' });
  const page = await context.newPage();
  await logIn(page, parent);
  return page;
}

/** Pairs a tablet through the setup screen with the code a parent claims through the API. */
async function pairTablet(browser: Browser, request: APIRequestContext, childId: string, clock?: Date) {
  const context = await browser.newContext({ viewport: tablet, timezoneId: 'UTC', reducedMotion: 'reduce' });
  const board = await context.newPage();
  if (clock) await board.clock.install({ time: clock });
  await board.goto('/setup');
  const spoken = board.getByText(/^Pairing code: /);
  await expect(spoken).toHaveCount(1, { timeout: 15_000 });
  const code = ((await spoken.textContent()) ?? '').replace(/\D/g, '');
  const claimed = await request.post(`/api/children/${childId}/boards`, {
    data: { code, label: 'Kitchen tablet' },
  });
  expect(claimed.status(), await claimed.text()).toBe(201);
  await expect(board).toHaveURL(/\/board\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await board.getByRole('button', { name: 'Tap to start the board' }).click();
  return { context, board };
}

function childCard(page: Page, name: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name }) });
}

/** Runs one step on the board: start its timer, let it run out, say "Done!". */
async function runStep(board: Page, name: string, minutes: number): Promise<void> {
  await board.getByRole('button', { name: `${name}: start the timer, ${minutes} minutes` }).click();
  await board.clock.fastForward(`0${minutes}:00`);
  await board.getByRole('button', { name: `Done: ${name}` }).click();
}

test('a reward chosen on the board waits on the dashboard until Given, on every parent device', async ({
  browser,
}) => {
  const phonePage = await parentDevice(browser, phone);
  const family: BoardFamily = await familyForTheBoard(phonePage, {
    routineTime: '09:59',
    alarmTime: '10:06',
    rewardCost: 6,
  });
  const { context, board } = await pairTablet(browser, phonePage.request, family.childId, boardMorning);

  // The child's morning on the board: the routine, the alarm stopped, and the ice cream chosen.
  await runStep(board, 'Brush teeth', 2);
  await runStep(board, 'Get dressed', 3);
  await expect(board.getByTestId('board-coins')).toHaveText('10');
  await board.clock.fastForward('02:00');
  await board.getByRole('button', { name: 'Stop the alarm' }).click();
  await board.getByRole('link', { name: /My rewards/ }).click();
  await board.getByRole('button', { name: /Get Ice cream for 6 coins/ }).click();
  await board.getByRole('button', { name: 'Yes' }).click();
  await board.getByRole('link', { name: /Back to my board/ }).click();
  await expect(board.getByTestId('board-coins')).toHaveText('4');

  // The parent's phone: the ice cream waits at the top of Noor's card, and the day so far tells it all.
  await phonePage.goto('/app');
  const card = childCard(phonePage, 'Noor');
  const waiting = card.getByRole('region', { name: 'To hand over' });
  await expect(waiting.getByTestId('waiting-reward')).toHaveCount(1);
  await expect(waiting).toContainText('Ice cream · 6 coins');
  await expect(waiting).toContainText(/Chosen today at 10:0\d/);
  const day = card.getByRole('region', { name: "Noor's day so far" });
  await expect(day.getByRole('listitem')).toHaveText([
    /Chose Ice cream\s*6 coins · to hand over/,
    /Stopped the 10:06\sAM alarm/,
    /Finished Morning routine\s*Noor's board/,
    // Who ticked each step (D-HAPPEN-5, D-DONEBY-4).
    /Noor's board ticked Get dressed\s*Morning routine/,
    /Noor's board ticked Brush teeth\s*Morning routine/,
  ]);
  await expectNoSeriousViolations(phonePage);
  if (screenshotDir) await card.screenshot({ path: `${screenshotDir}/dashboard-waiting-phone.png` });

  // Given: the waiting list empties, the day says so, and a reload keeps it.
  await waiting.getByRole('button', { name: 'Given: Ice cream to Noor' }).click();
  await expect(phonePage.getByText('Ice cream given to Noor')).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expect(day.getByRole('listitem').first()).toHaveText(/Chose Ice cream\s*6 coins · given/);
  await expect
    .poll(async () =>
      (await serverDocuments(phonePage.request, 'rewardHandovers')).map((document) => document.childId),
    )
    .toEqual([family.childId]);
  await phonePage.reload();
  await expect(childCard(phonePage, 'Noor').getByRole('region', { name: "Noor's day so far" })).toContainText(
    '6 coins · given',
  );
  await expect(childCard(phonePage, 'Noor').getByRole('region', { name: 'To hand over' })).toHaveCount(0);

  // The other parent's tablet has it given too.
  const tabletPage = await parentDevice(browser, tablet);
  const other = childCard(tabletPage, 'Noor');
  await expect(other.getByRole('region', { name: "Noor's day so far" })).toContainText('6 coins · given');
  await expect(other.getByRole('region', { name: 'To hand over' })).toHaveCount(0);
  await expectNoSeriousViolations(tabletPage);
  if (screenshotDir) await tabletPage.screenshot({ path: `${screenshotDir}/dashboard-given-tablet.png` });

  await context.close();
  await tabletPage.context().close();
  await phonePage.context().close();
});

test("a parent spends a child's coins on a reward from the app, never more than they have", async ({
  browser,
}) => {
  for (const viewport of [phone, tablet]) {
    const page = await parentDevice(browser, viewport);
    await page.goto('/app');
    const card = childCard(page, 'Noor');
    await expect(card.getByRole('region', { name: "Noor's day so far" })).toBeVisible();
    const before = (await serverDocuments(page.request, 'rewardTransactions')).filter(
      (entry) => entry.activityType === 'redemption',
    ).length;
    // Noor has 4 coins left from the morning; on the phone's round a parent gives 8 more first.
    if (viewport === phone) {
      const [noor] = await serverDocuments(page.request, 'children');
      await pushNew(page.request, 'rewardTransactions', [
        {
          id: randomUUID(),
          familyId: noor?.familyId,
          childId: noor?.id,
          rewardId: noor?.id,
          points: 8,
          activityType: 'system',
          activityId: null,
          description: 'Helped with the shopping',
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
        },
      ]);
    }

    await card.getByRole('button', { name: "Spend Noor's coins" }).click();
    const dialog = page.getByRole('dialog', { name: 'What does Noor get?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page);
    if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/spend-coins-${viewport.width}.png` });
    await dialog.getByRole('button', { name: /Ice cream/ }).click();
    const question = page.getByRole('dialog', { name: 'Spend 6 coins on Ice cream?' });
    await question.getByRole('button', { name: 'Spend coins' }).click();
    await expect(page.getByText('Ice cream for Noor')).toBeVisible();
    await expect(card.getByRole('region', { name: 'To hand over' })).toContainText('Ice cream · 6 coins');
    await expect
      .poll(
        async () =>
          (await serverDocuments(page.request, 'rewardTransactions')).filter(
            (entry) => entry.activityType === 'redemption',
          ).length,
      )
      .toBe(before + 1);
    await card.getByRole('button', { name: 'Given: Ice cream to Noor' }).click();
    await expect(card.getByRole('region', { name: 'To hand over' })).toHaveCount(0);
    await page.context().close();
  }

  // 18 coins came in and 18 went out: none is left, so nothing more can be had.
  const page = await parentDevice(browser, phone);
  await page.goto('/app');
  await childCard(page, 'Noor').getByRole('button', { name: "Spend Noor's coins" }).click();
  const dialog = page.getByRole('dialog', { name: 'What does Noor get?' });
  await expect(dialog).toContainText('Noor has 0 coins.');
  await expect(dialog.getByRole('button', { name: /Ice cream/ })).toBeDisabled();
  await page.context().close();
});

test('a board shows today’s jobs although no parent device has set them up', async ({ browser, request }) => {
  // A family of its own, whose parent only ever talks to the server here: no app of theirs opens.
  const omar = await registerParent(request, 'Omar');
  const login = await request.post('/api/login', {
    headers: { 'X-Platform-Source': 'web' },
    data: { ...omar, source: 'web' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const user = (await login.json()) as { id: string; familyId: string };
  const consent = await request.post('/api/consent/child-data', {
    data: { policyVersion: CHILD_DATA_POLICY_VERSION },
  });
  expect(consent.ok()).toBe(true);
  const stamp = new Date().toISOString();
  const base = { familyId: user.familyId, createdAt: stamp, updatedAt: stamp };
  const childId = randomUUID();
  const choreId = randomUUID();
  await pushNew(request, 'children', [{ ...base, id: childId, parentId: user.id, name: 'Ari' }]);
  await pushNew(request, 'chores', [
    {
      ...base,
      id: choreId,
      userId: user.id,
      name: 'Feed the cat',
      rewardCoins: 3,
      frequency: 'daily',
      daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
    },
  ]);
  // What the parent's phone set up when it last opened the chores screen, three weeks ago.
  const lastVisit = planChoreInstances({
    choreId,
    chore: { frequency: 'daily', daysOfWeek: [0, 1, 2, 3, 4, 5, 6], scheduledDate: null },
    children: [childId],
    existing: [],
    today: addDays(today, -21),
  });
  await pushNew(
    request,
    'choreInstances',
    lastVisit.create.map((instance) => ({ ...instance, ...base })),
  );

  // Mid-morning on the board, so its night dim does not cover the jobs.
  const { context, board } = await pairTablet(browser, request, childId, boardMorning);
  const jobs = board.getByRole('region', { name: 'Jobs' });
  await expect(jobs).toContainText('Feed the cat');
  await expectNoSeriousViolations(board);
  if (screenshotDir) await board.screenshot({ path: `${screenshotDir}/board-jobs-tablet.png` });
  await jobs.getByRole('button', { name: 'Done: Feed the cat' }).click();
  await expect(jobs.getByRole('button', { name: 'Feed the cat: done' })).toBeVisible();
  await expect
    .poll(async () =>
      (await serverDocuments(request, 'choreInstances'))
        .filter((instance) => instance.date === today)
        .map((instance) => [instance.id, instance.status]),
    )
    .toEqual([[choreInstanceId(choreId, today, childId), 'completed']]);
  await context.close();
});
