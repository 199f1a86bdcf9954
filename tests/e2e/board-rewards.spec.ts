import { expect as baseExpect, test, type APIRequestContext, type Page } from './fixtures';
import { CHILD_DATA_POLICY_VERSION } from '@sync/schemas/parental-consent';
import { SYNC_PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from '@sync/protocol/messages';
import { expectNoSeriousViolations, type ParentAccount, registerParent } from './parent-helpers';

// The parent works on a phone; the board's rewards page is looked at as a tablet, both ways round.
const PHONE = { width: 390, height: 844 };
const LANDSCAPE = { width: 1280, height: 800 };
const PORTRAIT = { width: 800, height: 1280 };
test.setTimeout(180_000);
const expect = baseExpect.configure({ timeout: 20_000 });

// Set to a folder to keep pictures of the rewards page in each theme and both orientations.
const screenshotDir = process.env.BOARD_REWARDS_SCREENSHOT_DIR;

let parent: ParentAccount;
test.beforeAll(async ({ request }) => {
  parent = await registerParent(request, 'Priya');
});

type ServerDocument = Record<string, unknown> & { id: string; _deleted: boolean };
const syncHeaders = { [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION) };

async function serverDocuments(request: APIRequestContext, collection: string): Promise<ServerDocument[]> {
  const answer = await request.get(`/api/sync/${collection}/pull?seq=0&limit=500`, { headers: syncHeaders });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { documents: ServerDocument[] }).documents.filter((d) => !d._deleted);
}

/** Changes the child on the server as another of the parent's devices would (the board pulls it). */
async function changeChild(request: APIRequestContext, change: Record<string, unknown>): Promise<void> {
  // The child reaches the server by the parent app's replication, a moment after it was added.
  await expect.poll(async () => (await serverDocuments(request, 'children')).length).toBe(1);
  const [child] = await serverDocuments(request, 'children');
  const answer = await request.post('/api/sync/children/push', {
    headers: syncHeaders,
    data: {
      rows: [
        {
          assumedMasterState: child,
          newDocumentState: { ...child, ...change, updatedAt: new Date().toISOString() },
        },
      ],
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function logIn(page: Page, account: ParentAccount): Promise<void> {
  const answer = await page.request.post('/api/login', {
    headers: { 'X-Platform-Source': 'web' },
    data: { ...account, source: 'web' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** Adds Mia with a magic reward she saves for, and gives her coins, through the parent's screens. */
async function setUpMia(page: Page): Promise<string> {
  const consent = await page.request.post('/api/consent/child-data', {
    data: { policyVersion: CHILD_DATA_POLICY_VERSION },
  });
  expect(consent.ok()).toBe(true);
  await page.goto('/add-child');
  await page.getByLabel('Name').fill('Mia');
  await page.getByRole('button', { name: 'Add child' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mia' })).toBeVisible();
  const childId = /\/children\/([^/]+)/.exec(page.url())?.[1] ?? '';
  await page.getByRole('tab', { name: 'Rewards' }).click();

  for (const [name, cost] of [
    ['Ice cream', '10'],
    ['Trip to the zoo', '40'],
  ] as const) {
    await page.getByLabel('Reward', { exact: true }).fill(name);
    await page.getByLabel('Cost in coins').fill(cost);
    await page.getByRole('button', { name: 'Add reward' }).click();
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  }
  const zoo = page.getByRole('listitem').filter({ hasText: 'Trip to the zoo' });
  await zoo.getByRole('button', { name: 'Save for this' }).click();

  await page.locator('label', { hasText: 'Give coins' }).click();
  await page.getByLabel('How many coins').fill('12');
  await page.getByLabel('What for').fill('Helped grandma');
  await page.getByRole('button', { name: 'Give coins' }).click();
  await expect(page.getByTestId('coin-balance')).toHaveText('12');
  return childId;
}

test("a child redeems a magic reward on the board's rewards page, and the parent undoes it", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await logIn(page, parent);
  const childId = await setUpMia(page);

  // The board, as the parent's preview shows it on a tablet.
  await page.setViewportSize(LANDSCAPE);
  await page.goto(`/smart-board/${childId}/rewards`);
  await expect(page.getByRole('heading', { level: 1, name: 'My rewards' })).toBeVisible();
  await expect(page.getByTestId('board-balance')).toHaveText('12');
  await expect(page.getByRole('img', { name: '12 coins' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Saving for Trip to the zoo' })).toHaveAttribute(
    'aria-valuenow',
    '12',
  );
  await expect(page.getByRole('button', { name: '28 more coins to go for Trip to the zoo' })).toBeDisabled();
  await expectNoSeriousViolations(page);

  // Tap the reward, see the big question, and say "Not now" first: nothing is spent.
  await page.getByRole('button', { name: 'You can have it! Get Ice cream for 10 coins' }).click();
  const question = page.getByRole('dialog', { name: 'Spend 10 coins on Ice cream?' });
  await expect(question).toBeVisible();
  await expectNoSeriousViolations(page);
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/board-rewards-confirm-landscape.png` });
  await question.getByRole('button', { name: 'Not now' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByTestId('board-balance')).toHaveText('12');

  // Yes: the coins go, a celebration shows, and the history has the ice cream at the top.
  await page.getByRole('button', { name: 'You can have it! Get Ice cream for 10 coins' }).click();
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('celebration')).toBeVisible();
  await expect(page.locator('.board-burst-piece').first()).toBeAttached();
  if (screenshotDir)
    await page.screenshot({ path: `${screenshotDir}/board-rewards-celebration-landscape.png` });
  await expect(page.getByRole('status').filter({ hasText: 'Enjoy your Ice cream!' })).toBeAttached();
  await expect(page.getByTestId('board-balance')).toHaveText('2');
  await expect(page.getByTestId('history-entry').first()).toContainText('Ice cream');
  await expect(page.getByRole('button', { name: '8 more coins to go for Ice cream' })).toBeDisabled();
  // A tap anywhere ends the celebration at once.
  await page.mouse.click(20, 780);
  await expect(page.getByTestId('celebration')).toBeHidden();

  // The server has the one redemption, pointing at the reward.
  await expect
    .poll(async () =>
      (await serverDocuments(page.request, 'rewardTransactions'))
        .filter((entry) => entry.activityType === 'redemption')
        .map((entry) => [entry.points, entry.description]),
    )
    .toEqual([[-10, 'Redeemed: Ice cream']]);

  // Standing on a tablet held upright, with the other themes.
  await page.setViewportSize(PORTRAIT);
  await expectNoSeriousViolations(page);
  for (const theme of ['default', 'cars', 'frozen']) {
    await changeChild(page.request, { theme });
    await expect(page.locator('main')).toHaveAttribute('data-theme', theme);
    await expectNoSeriousViolations(page);
    for (const [name, size] of [
      ['landscape', LANDSCAPE],
      ['portrait', PORTRAIT],
    ] as const) {
      if (!screenshotDir) continue;
      await page.setViewportSize(size);
      await page.screenshot({ path: `${screenshotDir}/board-rewards-${theme}-${name}.png` });
    }
  }

  // The parent undoes it on their phone: the coins come back on the board.
  await page.setViewportSize(PHONE);
  await page.goto(`/children/${childId}`);
  await page.getByRole('tab', { name: 'Rewards' }).click();
  await page.getByRole('button', { name: 'Undo and give the coins back' }).click();
  await expect(page.getByTestId('coin-balance')).toHaveText('12');
  await page.setViewportSize(LANDSCAPE);
  await page.goto(`/smart-board/${childId}/rewards`);
  await expect(page.getByTestId('board-balance')).toHaveText('12');
  await expect(page.getByTestId('history-entry').first()).toContainText('Coins back');
  // The undo reaches the server too, as the journeys after this one start from what the server holds.
  await expect
    .poll(async () =>
      (await serverDocuments(page.request, 'rewardTransactions')).reduce(
        (sum, entry) => sum + Number(entry.points),
        0,
      ),
    )
    .toBe(12);

  // "Back to my board" leads to the board itself.
  await page.getByRole('link', { name: 'Back to my board' }).click();
  await expect(page).toHaveURL(new RegExp(`/smart-board/${childId}$`));
});

test('a child whose coins are switched off sees a gentle word instead of coins', async ({ page }) => {
  await logIn(page, parent);
  const [child] = await serverDocuments(page.request, 'children');
  await changeChild(page.request, { achievementsEnabled: false, theme: 'cars' });
  await page.setViewportSize(PORTRAIT);
  await page.goto(`/smart-board/${String(child?.id)}/rewards`);
  await expect(page.getByRole('heading', { name: 'Coins are resting for now' })).toBeVisible();
  await expect(page.getByTestId('board-balance')).toHaveCount(0);
  await expect(page.getByTestId('magic-reward')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/board-rewards-resting-portrait.png` });
});

test('with reduced motion, redeeming shows a calm celebration with no burst', async ({ page }) => {
  await logIn(page, parent);
  const [child] = await serverDocuments(page.request, 'children');
  await changeChild(page.request, { achievementsEnabled: true, theme: 'frozen' });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize(LANDSCAPE);
  await page.goto(`/smart-board/${String(child?.id)}/rewards`);
  await expect(page.getByTestId('board-balance')).toHaveText('12');
  await page.getByRole('button', { name: 'You can have it! Get Ice cream for 10 coins' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('celebration')).toBeVisible();
  await expect(page.locator('.board-burst-piece')).toHaveCount(0);
  await expect(page.getByTestId('board-balance')).toHaveText('2');
  // It goes by itself after about two seconds.
  await expect(page.getByTestId('celebration')).toBeHidden({ timeout: 5_000 });
});
