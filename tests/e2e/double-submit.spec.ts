// A double tap makes one (ADR 0049): every create form of the parent app, double-clicked or clicked twice
// quickly, stores exactly one record, and a double click on Sign up lands on the dashboard without an error.
// Records are counted on the server, after replication has carried whatever the phone wrote.
import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type Locator, type Page } from './fixtures';
import { serverDocuments } from './board-helpers';
import { birthdayYearsAgo, type ParentAccount } from './parent-helpers';

test.use({
  viewport: { width: 390, height: 844 },
  // The signup comes from the browser: a household address of its own keeps it clear of the per-address
  // registration limit that other journeys on 127.0.0.1 use up (parent-helpers.ts).
  extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${1 + Math.floor(Math.random() * 254)}` },
});
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);
const expect = baseExpect.configure({ timeout: 20_000 });

let parent: ParentAccount;
const ids: { mia: string; leo: string } = { mia: '', leo: '' };

/**
 * Two clicks in quick succession at the button's centre, as an impatient finger makes them. A busy phone
 * queues both taps and runs them one after the other before anything else, so the second finds the page
 * as the first left it, before a render or a timer could mark the button busy: both are dispatched in
 * one task here, which is the hardest case (a Playwright double click leaves the page time in between).
 */
async function clickTwiceQuickly(button: Locator): Promise<void> {
  // As a person would: on the button once it can be pressed. A button still busy from the form's last submit
  // (its double-tap hold, ADR 0049) ignores a click() sent from script, so both clicks would go nowhere.
  await expect(button).toBeEnabled();
  await button.scrollIntoViewIfNeeded();
  await button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });
}

/** The statuses of the registrations the page sends, as they are answered. */
function registrationAnswers(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/register') statuses.push(response.status());
  });
  return statuses;
}

type Document = Record<string, unknown>;

/** The family's live documents of a collection on the server that `match`. */
async function onServer(page: Page, collection: string, match: (document: Document) => boolean) {
  const documents = await serverDocuments(page.request, collection);
  return documents.filter((document) => document._deleted !== true && match(document));
}

/**
 * Waits until the server holds `count` matching documents, then a moment more: a second write from the
 * same tap would have been replicated with the first, so the count must still be `count`.
 */
async function expectOnServer(
  page: Page,
  collection: string,
  match: (document: Document) => boolean,
  count = 1,
): Promise<void> {
  await expect
    .poll(async () => (await onServer(page, collection, match)).length)
    .toBeGreaterThanOrEqual(count);
  await page.waitForTimeout(1000);
  expect(await onServer(page, collection, match)).toHaveLength(count);
}

const named = (name: string, childId?: string) => (document: Document) =>
  document.name === name && (childId === undefined || document.childId === childId);

async function logIn(page: Page): Promise<void> {
  const answer = await page.request.post('/api/login', {
    headers: { 'X-Platform-Source': 'web' },
    data: { ...parent, source: 'web' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  await page.goto('/app');
  await expect(page.getByRole('navigation', { name: 'Parent app' })).toBeVisible();
}

async function openSection(page: Page, childId: string, tab: string): Promise<void> {
  await page.goto(`/children/${childId}`);
  await page.getByRole('tab', { name: tab }).click();
}

test('a double click on Sign up makes one account and lands on the dashboard, with no error', async ({
  page,
}) => {
  parent = { email: `double-${randomUUID().slice(0, 8)}@example.com`, password: 'Sunny-Day-42' };
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Ama');
  await page.getByLabel('Last name').fill('Osei');
  await page.getByLabel('Email').fill(parent.email);
  await page.getByLabel('Password', { exact: true }).fill(parent.password);
  await page.getByLabel('Country').selectOption('Canada');
  await page.getByRole('checkbox').check();
  const answers = registrationAnswers(page);
  await page.getByRole('button', { name: 'Sign up' }).dblclick();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  // Long enough for a second answer to have come back and been shown.
  await page.waitForTimeout(1500);
  await expect(page.getByText('Registration Error')).toHaveCount(0);
  await expect(page.getByText(/already exists/)).toHaveCount(0);
  // Every registration that went out was answered as the first: none was refused, whatever the toast did.
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.every((status) => status === 201)).toBe(true);
  const me = await page.request.get('/api/user');
  expect(((await me.json()) as { email: string }).email).toBe(parent.email);
});

test('two quick clicks on Sign up make one account too, with no error', async ({ page }) => {
  const email = `double-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Kofi');
  await page.getByLabel('Last name').fill('Osei');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Sunny-Day-42');
  await page.getByLabel('Country').selectOption('Canada');
  await page.getByRole('checkbox').check();
  const answers = registrationAnswers(page);
  await clickTwiceQuickly(page.getByRole('button', { name: 'Sign up' }));
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByText('Registration Error')).toHaveCount(0);
  await expect(page.getByText(/already exists/)).toHaveCount(0);
  // Every registration that went out was answered as the first: none was refused, whatever the toast did.
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.every((status) => status === 201)).toBe(true);
});

test('a double click and two quick clicks on Add child each add one child', async ({ page }) => {
  await logIn(page);
  await page.goto('/add-child');
  await page.getByRole('button', { name: 'I agree, as their parent' }).click();
  await page.getByLabel('Name').fill('Mia');
  await page.getByLabel('Birthday (optional)').fill(birthdayYearsAgo(4));
  await page.getByRole('button', { name: 'Add child' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Mia' })).toBeVisible();
  ids.mia = /\/children\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

  await page.goto('/add-child');
  await page.getByLabel('Name').fill('Leo');
  await clickTwiceQuickly(page.getByRole('button', { name: 'Add child' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Leo' })).toBeVisible();
  ids.leo = /\/children\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

  await expectOnServer(page, 'children', named('Mia'));
  await expectOnServer(page, 'children', named('Leo'));
});

test('two quick clicks on Create routine make one routine, and one copy for the sibling it is given to', async ({
  page,
}) => {
  await logIn(page);
  await page.goto(`/children/${ids.mia}/routines/new`);
  await page.getByLabel('Name').fill('Bath time');
  await page.getByLabel('Start time').fill('18:30');
  await page.getByLabel('Step 1', { exact: true }).fill('Bath');
  await page.getByRole('checkbox', { name: 'Leo' }).check();
  await clickTwiceQuickly(page.getByRole('button', { name: 'Create routine' }));
  await expect(
    page.getByRole('list', { name: "Mia's routines" }).getByRole('link', { name: 'Bath time' }),
  ).toHaveCount(1);
  await expectOnServer(page, 'routines', named('Bath time', ids.mia));
  await expectOnServer(page, 'routines', named('Bath time', ids.leo));

  // One tap on a ready-made routine adds it; the second tap of a double tap is the same tap.
  await openSection(page, ids.leo, 'Routines');
  await page.getByRole('button', { name: 'Add Bedtime (ages 3–4)' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Bedtime' })).toBeVisible();
  await expectOnServer(page, 'routines', named('Bedtime', ids.leo));
});

test('two quick clicks on Add activity and a double click on Add alarm each add one', async ({ page }) => {
  await logIn(page);
  await openSection(page, ids.mia, 'Schedule');
  await page.getByRole('button', { name: 'Add an activity' }).click();
  await page.getByLabel('Activity name').fill('Swimming');
  await page.getByLabel('Starts at').fill('16:30');
  await page.getByRole('button', { name: 'Every day' }).click();
  await clickTwiceQuickly(page.getByRole('button', { name: 'Add activity' }));
  await expect(page.getByRole('list', { name: 'Activities' }).getByText('Swimming')).toBeVisible();
  await expectOnServer(page, 'activities', named('Swimming', ids.mia));

  await page.getByRole('tab', { name: 'Alarms' }).click();
  await page.getByRole('button', { name: 'Add an alarm' }).click();
  await page.getByLabel('Time').fill('06:45');
  await page.getByRole('button', { name: 'Every day' }).click();
  await page.getByRole('button', { name: 'Add alarm' }).dblclick();
  await expect(page.getByRole('list', { name: 'Alarms' })).toBeVisible();
  await expectOnServer(page, 'alarms', (alarm) => alarm.time === '06:45' && alarm.childId === ids.mia);
});

test('two quick clicks on Add chore add one chore', async ({ page }) => {
  await logIn(page);
  await page.goto('/chores/new');
  await page.getByLabel('Chore name').fill('Feed the cat');
  await page.getByRole('checkbox', { name: 'Mia' }).check();
  await clickTwiceQuickly(page.getByRole('button', { name: 'Add chore' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Chores' })).toBeVisible();
  await expectOnServer(page, 'chores', named('Feed the cat'));
});

test('magic rewards and bonus coins: a double click and two quick clicks each write one', async ({
  page,
}) => {
  await logIn(page);
  await openSection(page, ids.mia, 'Rewards');
  const rewardName = page.getByLabel('Reward', { exact: true });
  await rewardName.fill('Pick the dessert');
  await page.getByLabel('Cost in coins').fill('15');
  await page.getByRole('button', { name: 'Add reward' }).dblclick();
  await expect(page.getByRole('list', { name: "Mia's magic rewards" })).toContainText('Pick the dessert');
  // The form is cleared for the next reward, and the second click showed no complaint about it.
  await expect(rewardName).toHaveValue('');
  await expect(page.getByText('Name is required')).toHaveCount(0);

  await rewardName.fill('Park trip');
  await page.getByLabel('Cost in coins').fill('30');
  await clickTwiceQuickly(page.getByRole('button', { name: 'Add reward' }));
  await expect(page.getByRole('list', { name: "Mia's magic rewards" })).toContainText('Park trip');
  await expectOnServer(page, 'magicRewards', named('Pick the dessert', ids.mia));
  await expectOnServer(page, 'magicRewards', named('Park trip', ids.mia));

  // A quick idea leaves the list once added, and the next slides under the finger: still one reward.
  const before = (await onServer(page, 'magicRewards', (reward) => reward.childId === ids.mia)).length;
  await page.locator('h3:text-is("Quick ideas") + ul').getByRole('button').first().dblclick();
  await expectOnServer(page, 'magicRewards', (reward) => reward.childId === ids.mia, before + 1);

  await page.getByLabel('How many coins').fill('5');
  await page.getByLabel('What for').fill('Helped without being asked');
  await page.getByRole('button', { name: 'Give coins' }).dblclick();
  await expect(page.getByTestId('ledger-entry').filter({ hasText: 'Helped without' })).toHaveCount(1);
  await page.getByLabel('How many coins').fill('3');
  await page.getByLabel('What for').fill('Tidied the shoes');
  await clickTwiceQuickly(page.getByRole('button', { name: 'Give coins' }));
  await expect(page.getByTestId('ledger-entry').filter({ hasText: 'Tidied the shoes' })).toHaveCount(1);
  await expectOnServer(
    page,
    'rewardTransactions',
    (entry) => entry.description === 'Helped without being asked',
  );
  await expectOnServer(page, 'rewardTransactions', (entry) => entry.description === 'Tidied the shoes');
});

test('two quick clicks on Pair board pair one board, without saying the code was used', async ({ page }) => {
  await logIn(page);
  const issued = await page.request.post('/api/pairing/codes', { data: { deviceId: randomUUID() } });
  expect(issued.ok()).toBe(true);
  const { code } = (await issued.json()) as { code: string };
  await page.goto(`/pair-board/${ids.leo}`);
  await page.getByLabel('Code on the board').fill(code);
  await clickTwiceQuickly(page.getByRole('button', { name: 'Pair board' }));
  await expect(page.getByText('Board paired')).toBeVisible();
  await expect(page).toHaveURL(/section=settings/);
  await expect(page.getByText(/already used/)).toHaveCount(0);
  const boards = await page.request.get(`/api/children/${ids.leo}/boards`);
  expect(((await boards.json()) as { connecting: unknown[] }).connecting).toHaveLength(1);
});

test('support requests: a double click and two quick clicks on Send to support each send one', async ({
  page,
}) => {
  await logIn(page);
  await page.getByRole('button', { name: 'Help and support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Help and support' });
  await dialog.getByLabel('Title').fill('The board went dark');
  await dialog.getByLabel('Description').fill('At 7:10 the kitchen board showed nothing.');
  await dialog.getByRole('button', { name: 'Send to support' }).dblclick();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'The board went dark' })).toHaveCount(1);
  await expect(dialog.getByLabel('Title')).toHaveValue('');
  await expect(dialog.getByText('Title is required')).toHaveCount(0);

  await dialog.getByLabel('Title').fill('Sound too quiet');
  await dialog.getByLabel('Description').fill('The alarm is hard to hear.');
  await clickTwiceQuickly(dialog.getByRole('button', { name: 'Send to support' }));
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Sound too quiet' })).toHaveCount(1);
  const sent = await page.request.get('/api/issues');
  const titles = ((await sent.json()) as { issues: { title: string }[] }).issues.map((issue) => issue.title);
  expect(titles.sort()).toEqual(['Sound too quiet', 'The board went dark']);
});

test("a double click on Nia's Add to Mia gives Mia one copy of the routine", async ({ page }) => {
  await logIn(page);
  await page.goto('/nia-coach');
  await page.getByRole('group', { name: 'Who is this about?' }).getByRole('button', { name: /Mia/ }).click();
  await page.getByLabel('Ask Nia').fill('What is a good morning routine for my 4 year old?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Morning' }) });
  await card.getByRole('button', { name: 'Add to Mia' }).dblclick();
  await expect(card.getByRole('status')).toContainText('Added to Mia’s routines.');
  await expectOnServer(page, 'routines', named('Morning', ids.mia));
  // Tapped again later, the same card gives Mia the same copy, not a second one.
  await card.getByRole('button', { name: 'Add to Mia' }).click();
  await expectOnServer(page, 'routines', named('Morning', ids.mia));
});
