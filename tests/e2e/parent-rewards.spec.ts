import { expect as baseExpect, test, type APIRequestContext, type Page, withServiceWorker } from './fixtures';
import { CHILD_DATA_POLICY_VERSION } from '@sync/schemas/parental-consent';
import { SYNC_PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from '@sync/protocol/messages';
import {
  expectNoSeriousViolations,
  type ParentAccount,
  registerParent,
  untilServiceWorkerControls,
} from './parent-helpers';

test.use({ viewport: { width: 390, height: 844 } });
// Each journey does many steps, each waiting on the local database and the server; on a busy machine a
// step can take longer than the default wait.
test.setTimeout(180_000);
const expect = baseExpect.configure({ timeout: 20_000 });

// Set to a folder to keep photographs of the section at phone and desktop sizes.
const screenshotDir = process.env.REWARDS_SCREENSHOT_DIR;

let parent: ParentAccount;
test.beforeAll(async ({ request }) => {
  parent = await registerParent(request, 'Priya');
});

type ServerDocument = Record<string, unknown> & { _deleted: boolean };

/** The family's documents of a collection as the server has them, read with the parent's cookie. */
async function serverDocuments(request: APIRequestContext, collection: string): Promise<ServerDocument[]> {
  const answer = await request.get(`/api/sync/${collection}/pull?seq=0&limit=500`, {
    headers: { [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION) },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { documents: ServerDocument[] }).documents.filter((d) => !d._deleted);
}

/**
 * Logs the parent in through the API (the login form is covered by accounts.spec.ts); the browser context
 * shares the session cookie, so the app opens signed in.
 */
async function logIn(page: Page, account: ParentAccount): Promise<void> {
  const answer = await page.request.post('/api/login', {
    headers: { 'X-Platform-Source': 'web' },
    data: { ...account, source: 'web' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  await page.goto('/app');
  await expect(page.getByRole('navigation', { name: 'Parent app' })).toBeVisible();
}

/** Opens the Rewards section of the family's only child, adding Mia first when there is no child yet. */
async function openRewards(page: Page): Promise<void> {
  const children = await serverDocuments(page.request, 'children');
  if (children.length === 0) {
    const consent = await page.request.post('/api/consent/child-data', {
      data: { policyVersion: CHILD_DATA_POLICY_VERSION },
    });
    expect(consent.ok()).toBe(true);
    await page.goto('/add-child');
    await page.getByLabel('Name').fill('Mia');
    await page.getByRole('button', { name: 'Add child' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mia' })).toBeVisible();
  } else {
    await page.goto(`/children/${String(children[0]?.id)}`);
  }
  await page.getByRole('tab', { name: 'Rewards' }).click();
  await expect(page.getByRole('heading', { name: 'Coin history' })).toBeVisible();
}

async function giveCoins(
  page: Page,
  direction: 'Give coins' | 'Take back coins',
  count: number,
  why: string,
) {
  await page.locator('label', { hasText: direction }).click();
  await page.getByLabel('How many coins').fill(String(count));
  await page.getByLabel('What for').fill(why);
  await page.getByRole('button', { name: direction }).click();
}

const ledgerLine = (page: Page, text: string) => page.getByTestId('ledger-entry').filter({ hasText: text });

test('a parent sets coins, adds a magic reward as the goal, gives a bonus and a correction, and pauses the streak', async ({
  page,
}) => {
  await logIn(page, parent);
  await openRewards(page);
  await expect(page.getByTestId('coin-balance')).toHaveText('0');
  await expect(page.getByText('No coins yet.')).toBeVisible();
  await expectNoSeriousViolations(page, '[role="tabpanel"]');

  // Coin settings: a wrong multiplier shows the schema's message under the field.
  await page.getByLabel('Coins for each step').fill('4');
  await page.getByLabel('Streak multiplier (1 to 5)').fill('7');
  await page.getByRole('button', { name: 'Save coin settings' }).click();
  await expect(page.getByText('Streak multiplier must be between 1 and 5')).toBeVisible();
  await expect(page.getByLabel('Streak multiplier (1 to 5)')).toBeFocused();
  await page.getByLabel('Streak multiplier (1 to 5)').fill('2');
  await expect(page.getByText('4 coins for each step; ×2 when on a 3-day streak.')).toBeVisible();
  await page.getByRole('button', { name: 'Save coin settings' }).click();
  await expect
    .poll(async () => (await serverDocuments(page.request, 'rewardConfigurations'))[0])
    .toMatchObject({ basePoints: 4, streakMultiplier: 2, goalRewardId: null, streakPauses: [] });

  // A magic reward: an empty cost asks for one, and a cost of 0 is refused with the spec's rule, in coins.
  await page.getByLabel('Reward', { exact: true }).fill('Trip to the zoo');
  await page.getByRole('button', { name: 'Add reward' }).click();
  await expect(page.getByText('Coin cost is required')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(/\bpoints?\b/i)).toHaveCount(0);
  await page.getByLabel('Cost in coins').fill('0');
  await page.getByRole('button', { name: 'Add reward' }).click();
  await expect(page.getByText('Coin cost must be positive')).toBeVisible();
  await page.getByLabel('Cost in coins').fill('20');
  await page.getByRole('button', { name: 'Add reward' }).click();
  const rewardList = page.getByRole('list', { name: "Mia's magic rewards" });
  await expect(rewardList.getByText('Trip to the zoo', { exact: true })).toBeVisible();

  // It becomes the savings goal.
  await rewardList.getByRole('button', { name: 'Save for this' }).click();
  await expect(page.getByRole('progressbar', { name: 'Saved towards Trip to the zoo' })).toBeVisible();
  await expect(page.getByTestId('goal-progress')).toHaveText('0 / 20 coins');
  await expect(page.getByText('20 more coins')).toBeVisible();

  // A bonus and a correction, each a new line of the history.
  await giveCoins(page, 'Give coins', 5, 'Helped grandma');
  await expect(page.getByTestId('coin-balance')).toHaveText('5');
  await giveCoins(page, 'Take back coins', 2, 'Counted twice');
  await expect(page.getByTestId('coin-balance')).toHaveText('3');
  await expect(ledgerLine(page, 'Helped grandma')).toContainText('+5');
  await expect(ledgerLine(page, 'Helped grandma')).toContainText('Bonus');
  await expect(ledgerLine(page, 'Counted twice')).toContainText('−2');
  await expect(ledgerLine(page, 'Counted twice')).toContainText('Correction');
  await expect(page.getByTestId('goal-progress')).toHaveText('3 / 20 coins');
  await expect(page.getByText('17 more coins')).toBeVisible();

  // The server's ledger has both entries, and its projection agrees with the screen.
  await expect
    .poll(async () =>
      (await serverDocuments(page.request, 'rewardTransactions')).map((e) => [e.points, e.description]),
    )
    .toEqual(
      expect.arrayContaining([
        [5, 'Helped grandma'],
        [-2, 'Counted twice'],
      ]),
    );
  await expect.poll(async () => (await serverDocuments(page.request, 'rewards'))[0]?.totalPoints).toBe(3);
  const goal = (await serverDocuments(page.request, 'magicRewards'))[0];
  await expect
    .poll(async () => (await serverDocuments(page.request, 'rewardConfigurations'))[0]?.goalRewardId)
    .toBe(goal?.id);

  // A holiday pause, then ended early.
  await page.getByRole('button', { name: 'Pause the streak' }).click();
  await expect(page.getByTestId('pause-status')).toContainText('Paused until');
  await expect
    .poll(async () => (await serverDocuments(page.request, 'rewardConfigurations'))[0]?.streakPauses)
    .toHaveLength(1);
  await expectNoSeriousViolations(page, '[role="tabpanel"]');
  if (screenshotDir) {
    await page.screenshot({ path: `${screenshotDir}/rewards-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${screenshotDir}/rewards-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
  }
  await page.getByRole('button', { name: 'End the pause today' }).click();
  await expect(page.getByTestId('pause-status')).toHaveCount(0);
  await expect
    .poll(async () => (await serverDocuments(page.request, 'rewardConfigurations'))[0]?.streakPauses)
    .toEqual([]);
});

test.describe(() => {
  test.use(withServiceWorker);
  test('a bonus given with no connection stays after a reload and reaches the server once online', async ({
    page,
    context,
  }) => {
    await logIn(page, parent);
    await untilServiceWorkerControls(page);
    await openRewards(page);
    await expect(page.getByTestId('coin-balance')).toHaveText('3');

    await context.setOffline(true);
    await giveCoins(page, 'Give coins', 4, 'Tidied the toys');
    await expect(page.getByTestId('coin-balance')).toHaveText('7');
    await page.reload();
    await expect(page.getByTestId('coin-balance')).toHaveText('7');
    await expect(ledgerLine(page, 'Tidied the toys')).toContainText('+4');

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(
        async () => (await serverDocuments(page.request, 'rewardTransactions')).map((e) => e.description),
        {
          timeout: 20_000,
        },
      )
      .toContain('Tidied the toys');
    await expect
      .poll(async () => (await serverDocuments(page.request, 'rewards'))[0]?.totalPoints, { timeout: 20_000 })
      .toBe(7);
  });
});

test("a bonus's message goes once the amount is corrected, and nothing stays marked wrong after it is given", async ({
  page,
  request,
}) => {
  // A parent of their own: the journeys above count this family's coins from nothing.
  await logIn(page, await registerParent(request, 'Kwame'));
  await openRewards(page);
  const amount = page.getByLabel('How many coins');
  await page.locator('label', { hasText: 'Give coins' }).click();
  await amount.fill('0');
  await page.getByLabel('What for').fill('Tidied up');
  await page.getByRole('button', { name: 'Give coins' }).click();
  const message = page.getByRole('tabpanel').getByRole('alert');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toBeFocused();
  await expect(message).toHaveCount(1);

  await amount.fill('3');
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Give coins' }).click();
  await expect(ledgerLine(page, 'Tidied up')).toBeVisible();
  await expect(amount).toHaveValue('');
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  await expect(message).toHaveCount(0);
  await expectNoSeriousViolations(page, '[role="tabpanel"]');
});
