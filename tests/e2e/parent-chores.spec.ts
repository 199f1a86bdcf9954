import { expect, test, type APIRequestContext, type Page, withServiceWorker } from './fixtures';
import { CHILD_DATA_POLICY_VERSION } from '@sync/schemas/parental-consent';
import { SYNC_PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from '@sync/protocol/messages';
import {
  expectNoSeriousViolations,
  logIn,
  type ParentAccount,
  registerParent,
  untilServiceWorkerControls,
} from './parent-helpers';

test.use({ viewport: { width: 390, height: 844 } });
// The journeys build on one another (the chore made first is the one marked done), and each walks several
// screens and waits for the server's ledger: more than the default minute.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const FREQUENCY_RULE =
  'Invalid frequency configuration: daily needs 7 days, weekly needs 1-6 days, one-time needs scheduled date and no recurring days';

let parent: ParentAccount;
test.beforeAll(async ({ request }) => {
  parent = await registerParent(request, 'Grace');
});

/** A collection as the server has it, read with the signed-in parent's cookie. */
async function pull<Document>(request: APIRequestContext, collection: string): Promise<Document[]> {
  const answer = await request.get(`/api/sync/${collection}/pull?seq=0&limit=500`, {
    headers: { [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION) },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { documents: Document[] }).documents;
}

interface Child {
  id: string;
  name: string;
  _deleted: boolean;
}
interface LedgerEntry {
  childId: string;
  points: number;
  activityType: string;
  description: string;
}
interface Rewards {
  childId: string;
  totalPoints: number;
}

async function childId(request: APIRequestContext, name: string): Promise<string> {
  const child = (await pull<Child>(request, 'children')).find((c) => c.name === name && !c._deleted);
  if (!child) throw new Error(`No child named ${name} on the server`);
  return child.id;
}

/** The points of one child's ledger on the server, in the order they were written. */
async function ledgerPoints(request: APIRequestContext, name: string): Promise<number[]> {
  const id = await childId(request, name);
  const entries = await pull<LedgerEntry>(request, 'rewardTransactions');
  return entries
    .filter((entry) => entry.childId === id && entry.activityType === 'chore')
    .map((e) => e.points);
}

async function totalPoints(request: APIRequestContext, name: string): Promise<number | undefined> {
  const id = await childId(request, name);
  return (await pull<Rewards>(request, 'rewards')).find((rewards) => rewards.childId === id)?.totalPoints;
}

const choreCard = (page: Page, name: string) => page.getByRole('article', { name });

test('a parent adds a daily chore worth 3 coins for two children, and the form says what is wrong', async ({
  page,
}) => {
  await logIn(page, parent);
  const consent = await page.request.post('/api/consent/child-data', {
    data: { policyVersion: CHILD_DATA_POLICY_VERSION },
  });
  expect(consent.ok()).toBe(true);
  for (const name of ['Mia', 'Leo']) {
    await page.goto('/add-child');
    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: 'Add child' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  }

  await page.getByRole('navigation', { name: 'Parent app' }).getByRole('link', { name: 'Chores' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chores' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No chores yet' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Add a chore' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a chore' })).toBeVisible();
  await page.getByRole('button', { name: 'Add chore' }).click();
  await expect(page.getByText('Chore name is required')).toBeVisible();
  await expect(page.getByLabel('Chore name')).toBeFocused();

  await page.getByLabel('Chore name').fill('Feed the cat');
  // Some days of the week, then every one of them ticked: that is a daily chore in disguise.
  await page.getByRole('radio', { name: /Some days of the week/ }).check();
  await expect(page.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
  await page.getByText('Sat', { exact: true }).click();
  await page.getByText('Sun', { exact: true }).click();
  await page.getByRole('button', { name: 'Add chore' }).click();
  await expect(page.getByText(FREQUENCY_RULE)).toBeVisible();
  await expectNoSeriousViolations(page);

  // Every day is the easy way out: it names all seven days, and the message goes.
  await page.getByRole('radio', { name: /Every day/ }).check();
  await expect(page.getByText(FREQUENCY_RULE)).toHaveCount(0);
  await expect(page.getByText('Most families give 1 to 10 coins')).toBeVisible();
  await page.getByLabel('Coins').fill('3');
  await page.getByRole('checkbox', { name: 'Mia' }).check();
  await page.getByRole('checkbox', { name: 'Leo' }).check();
  await page.getByRole('button', { name: 'Add chore' }).click();

  await expect(page).toHaveURL(/\/chores$/);
  const card = choreCard(page, 'Feed the cat');
  await expect(card.getByText('3 coins · Every day')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Mark done for Mia' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Mark done for Leo' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('tab', { name: 'All chores' }).click();
  const listed = page.getByRole('list', { name: 'All chores' }).getByRole('link', { name: /Feed the cat/ });
  await expect(listed).toContainText('Every day · 3 coins');
  await expect(listed).toContainText('Mia, Leo');
  await expectNoSeriousViolations(page);

  await expect
    .poll(async () => (await pull<{ name: string }>(page.request, 'chores')).map((chore) => chore.name))
    .toEqual(['Feed the cat']);
});

test("marking a chore done credits the child's ledger once, and undo writes the reversal", async ({
  page,
}) => {
  await logIn(page, parent);
  await page.goto('/chores');
  const card = choreCard(page, 'Feed the cat');
  await card.getByRole('button', { name: 'Mark done for Mia' }).click();
  await expect(card.getByRole('button', { name: 'Undo Feed the cat for Mia' })).toBeVisible();
  await expect(card.getByText('Done', { exact: true })).toBeVisible();
  await expect.poll(() => ledgerPoints(page.request, 'Mia'), { timeout: 15_000 }).toEqual([3]);
  await expect.poll(() => totalPoints(page.request, 'Mia')).toBe(3);
  expect(await ledgerPoints(page.request, 'Leo')).toEqual([]);

  await card.getByRole('button', { name: 'Undo Feed the cat for Mia' }).click();
  await expect(card.getByRole('button', { name: 'Mark done for Mia' })).toBeVisible();
  await expect.poll(() => ledgerPoints(page.request, 'Mia'), { timeout: 15_000 }).toEqual([3, -3]);
  await expect.poll(() => totalPoints(page.request, 'Mia')).toBe(0);

  // Done again: a new round, counted once.
  await card.getByRole('button', { name: 'Mark done for Mia' }).click();
  await expect.poll(() => ledgerPoints(page.request, 'Mia'), { timeout: 15_000 }).toEqual([3, -3, 3]);
  await expect.poll(() => totalPoints(page.request, 'Mia')).toBe(3);
});

test.describe(() => {
  test.use(withServiceWorker);
  test('a chore marked done with no connection stays done after a reload and reaches the server', async ({
    page,
    context,
  }) => {
    await logIn(page, parent);
    await untilServiceWorkerControls(page);
    await page.goto('/chores');
    const card = choreCard(page, 'Feed the cat');
    // A fresh browser first pulls the family's data; on a busy machine that takes a while.
    await expect(card.getByRole('button', { name: 'Mark done for Leo' })).toBeVisible({ timeout: 60_000 });

    await context.setOffline(true);
    await card.getByRole('button', { name: 'Mark done for Leo' }).click();
    await expect(card.getByRole('button', { name: 'Undo Feed the cat for Leo' })).toBeVisible();
    await page.reload();
    await expect(
      choreCard(page, 'Feed the cat').getByRole('button', { name: 'Undo Feed the cat for Leo' }),
    ).toBeVisible();

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    // Back online, every collection of the reloaded page pulls and pushes at once; on a busy machine the
    // chore's ledger entry can be the last of them to reach the server.
    await expect.poll(() => ledgerPoints(page.request, 'Leo'), { timeout: 45_000 }).toEqual([3]);
    await expect.poll(() => totalPoints(page.request, 'Leo')).toBe(3);
  });
});

test("a child's Chores section shows today's chores and the week, and leads to all chores", async ({
  page,
}) => {
  await logIn(page, parent);
  await page
    .getByRole('list', { name: 'Your children' })
    .getByRole('link', { name: 'Mia', exact: true })
    .click();
  await page.getByRole('tab', { name: 'Chores' }).click();
  await expect(page.getByRole('button', { name: 'Undo Feed the cat for Mia' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Later this week' })).toBeVisible();
  await expect(page.getByText('Tomorrow')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'All chores' }).click();
  await page
    .getByRole('list', { name: 'All chores' })
    .getByRole('link', { name: /Feed the cat/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change Feed the cat' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Mia' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Leo' })).toBeChecked();
  await expectNoSeriousViolations(page);
});
