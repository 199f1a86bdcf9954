// Pairing a tablet as a child's board (ADR 0023, ADR 0036): the board on a 1280×800 tablet shows a code,
// the parent on a phone types it, and the board opens by itself; the child's screen lists the board.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import { CHILD_DATA_POLICY_VERSION } from '@sync/schemas/parental-consent';
import { pushNew } from './board-helpers';
import { expectNoSeriousViolations, logIn, registerParent, type ParentAccount } from './parent-helpers';

const phone = { width: 390, height: 844 };
const tablet = { width: 1280, height: 800 };

let parent: ParentAccount;
test.beforeAll(async ({ request }) => {
  parent = await registerParent(request, 'Priya');
});

/** A parent on a phone, signed in, who has consented and added a child; returns the child's page address. */
async function parentWithChild(browser: Browser, name: string): Promise<{ page: Page; childPath: string }> {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await logIn(page, parent);
  await page.goto('/add-child');
  await page.getByRole('button', { name: 'I agree, as their parent' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Add child' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return { page, childPath: new URL(page.url()).pathname };
}

/** The code a setup screen shows, read as screen readers hear it. */
async function shownCode(board: Page): Promise<string> {
  const spoken = board.getByText(/^Pairing code: /);
  await expect(spoken).toHaveCount(1, { timeout: 15_000 });
  return ((await spoken.textContent()) ?? '').replace(/\D/g, '');
}

test('a parent pairs a tablet by its code; the board opens by itself and is listed, renamed', async ({
  browser,
}) => {
  // Two devices, a whole pairing and five accessibility scans: on a busy two-core machine this takes
  // close to the default minute, which is a limit for one screen's journey, not for this one.
  test.setTimeout(120_000);
  const { page, childPath } = await parentWithChild(browser, 'Leo');

  const boardContext = await browser.newContext({ viewport: tablet });
  const board = await boardContext.newPage();
  await board.goto('/setup');
  await expect(board.getByRole('heading', { name: 'Pair this board' })).toBeVisible();
  const code = await shownCode(board);
  expect(code).toMatch(/^\d{6}$/);
  await expect(board.getByRole('img', { name: /Square code that opens the pairing page/ })).toBeVisible();
  await expect(board.getByText(/A new code appears by itself in \d:\d\d/)).toBeVisible();
  // The tablet names the parent app's button in its own words (ADR 0096).
  await expect(
    board.getByText('tap Set up a board beside your child’s name', { exact: false }),
  ).toBeVisible();
  await expectNoSeriousViolations(board);

  await page.goto(`${childPath}?section=settings`);
  await expect(page.getByText('No board yet.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Set up a board' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Set up a board for Leo' })).toBeVisible();
  await expectNoSeriousViolations(page);

  const codeField = page.getByLabel('Code on the board');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await codeField.fill('12345');
  await page.getByRole('button', { name: 'Pair board' }).click();
  await expect(page.getByText('Pairing code must be 6 digits')).toBeVisible();

  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await codeField.fill(wrong);
  await page.getByRole('button', { name: 'Pair board' }).click();
  await expect(page.getByText('That code does not match any board.', { exact: false })).toBeVisible();
  await expectNoSeriousViolations(page);

  await codeField.fill(code);
  await page.getByLabel('Board name (optional)').fill('Kitchen tablet');
  await page.getByRole('button', { name: 'Pair board' }).click();
  await expect(page.getByText('Board paired')).toBeVisible();

  // The board, polling, receives its token and leaves setup for its own screen.
  await expect(board).toHaveURL(/\/board\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  const stored = await board.evaluate(
    () => JSON.parse(localStorage.getItem('brightday.board') ?? '{}') as object,
  );
  expect(stored).toMatchObject({ childName: 'Leo', family: { temperatureUnit: 'celsius' } });
  // A paired tablet that opens setup again goes straight back to its board.
  await board.goto('/setup');
  await expect(board).toHaveURL(/\/board\/[0-9a-f-]{36}$/);

  await expect(page).toHaveURL(new RegExp(`${childPath}\\?section=settings$`));
  const boards = page.getByRole('region', { name: "Leo's boards" });
  await expect(boards.getByRole('heading', { name: 'Kitchen tablet' })).toBeVisible({ timeout: 15_000 });
  await expect(boards.getByText('Last seen:')).toBeVisible();

  await boards.getByRole('button', { name: 'Rename Kitchen tablet' }).click();
  await page.getByLabel('Board name').fill('Hall tablet');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(boards.getByRole('heading', { name: 'Hall tablet' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await boardContext.close();
  await page.context().close();
});

/** A parent of their own with one child, `name`, added through the sync API as another device would. */
async function parentWithOneChild(request: APIRequestContext, name: string): Promise<ParentAccount> {
  const account = await registerParent(request, 'Sam');
  const user = (await (await request.get('/api/user')).json()) as { id: string; familyId: string };
  const consent = await request.post('/api/consent/child-data', {
    data: { policyVersion: CHILD_DATA_POLICY_VERSION },
  });
  expect(consent.ok()).toBe(true);
  const stamp = new Date().toISOString();
  await pushNew(request, 'children', [
    {
      id: randomUUID(),
      familyId: user.familyId,
      parentId: user.id,
      name,
      createdAt: stamp,
      updatedAt: stamp,
    },
  ]);
  return account;
}

test('the QR link leads a signed-out parent through the login to pairing, the code filled in', async ({
  browser,
  request,
}) => {
  // Its own family, so that this journey does not depend on the one before it having run to the end.
  const parent = await parentWithOneChild(request, 'Leo');
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await page.goto('/pair-board?code=246810');
  await page.getByLabel('Email').fill(parent.email);
  await page.getByLabel('Password', { exact: true }).fill(parent.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Set up a board' })).toBeVisible({
    timeout: 40_000,
  });
  await expect(page).toHaveURL(/\/pair-board\?code=246810$/);
  // The children arrive with the fresh login's first sync.
  await expect(page.getByRole('radio', { name: 'Leo' })).toBeChecked({ timeout: 30_000 });
  await expect(page.getByLabel('Code on the board')).toHaveValue('246810');
  await expectNoSeriousViolations(page);
  await context.close();
});

test('a board that was disconnected explains it above its new code', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 800, height: 1280 } });
  const board = await context.newPage();
  await board.goto('/board/setup?unpaired=1');
  await expect(
    board.getByText(
      'A grown-up disconnected this board. Its data has been cleared. Pair it again to continue.',
    ),
  ).toBeVisible();
  await shownCode(board);
  await expectNoSeriousViolations(board);
  await context.close();
});
