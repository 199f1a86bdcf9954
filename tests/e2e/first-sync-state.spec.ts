import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import { SYNC_PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from '@sync/protocol/messages';
import { CHILD_DATA_POLICY_VERSION } from '@sync/schemas/parental-consent';
import { familyForTheBoard } from './board-helpers';
import { logIn, registerParent, type ParentAccount } from './parent-helpers';

// A phone that has just signed in, on a line so slow that its pulls wait as long as the test likes
// (SPEC I-STATE-4). page.route must see every pull: no service worker stands in between.
test.use({ serviceWorkers: 'block' });
test.setTimeout(120_000);

let parent: ParentAccount;
test.beforeAll(async ({ request }) => {
  parent = await registerParent(request, 'Efua');
});

const CHILDREN = ['Amara', 'Kofi'];
const syncHeaders = { [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION) };

/** The family's children, made by another device of the family before the phone signs in. */
async function familyOnAnotherDevice(browser: Browser): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, parent);
  const user = (await (await page.request.get('/api/user')).json()) as { id: string; familyId: string };
  const consent = await page.request.post('/api/consent/child-data', {
    data: { policyVersion: CHILD_DATA_POLICY_VERSION },
  });
  expect(consent.ok()).toBe(true);
  const stamp = new Date().toISOString();
  const rows = CHILDREN.map((name) => ({
    assumedMasterState: null,
    newDocumentState: {
      id: randomUUID(),
      familyId: user.familyId,
      parentId: user.id,
      name,
      createdAt: stamp,
      updatedAt: stamp,
    },
  }));
  await push(page.request, 'children', rows);
  await context.close();
}

async function push(request: APIRequestContext, collection: string, rows: object[]): Promise<void> {
  const answer = await request.post(`/api/sync/${collection}/push`, { headers: syncHeaders, data: { rows } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** Holds the phone's pulls until `letThrough` names their collection (or every one). */
async function slowPulls(page: Page) {
  const through = new Set<string>();
  let all = false;
  const waiting: (() => void)[] = [];
  await page.route(/\/api\/sync\/[^/]+\/pull\?/, async (route) => {
    const collection = /\/api\/sync\/([^/]+)\/pull/.exec(route.request().url())?.[1] ?? '';
    while (!all && !through.has(collection)) await new Promise<void>((resolve) => waiting.push(resolve));
    // The app may have given up on the request meanwhile (offline): nothing to answer then.
    await route.continue().catch(() => undefined);
  });
  const wake = () => waiting.splice(0).forEach((resolve) => resolve());
  return {
    letThrough(collection?: string) {
      if (collection === undefined) all = true;
      else through.add(collection);
      wake();
    },
  };
}

const badge = (page: Page, text: RegExp) => page.getByRole('status').filter({ hasText: text });
const addFirstChild = (page: Page) => page.getByRole('link', { name: /Add your first child/ });
const loadingFamily = (page: Page) => page.getByRole('status').filter({ hasText: 'Loading your family…' });

test('a new phone says it is getting the family data and shows loading, not an empty family, until it has landed', async ({
  browser,
}) => {
  await familyOnAnotherDevice(browser);
  const context = await browser.newContext();
  const page = await context.newPage();
  const line = await slowPulls(page);
  await logIn(page, parent);

  await expect(badge(page, /^Getting your family's data…/)).toBeVisible({ timeout: 15_000 });
  await expect(loadingFamily(page)).toBeVisible();
  await expect(addFirstChild(page)).toHaveCount(0);
  await expect(badge(page, /^(Synced|Online)/)).toHaveCount(0);

  // The children arrive first: they show, and the badge counts what has come while the rest is on its way.
  line.letThrough('children');
  for (const name of CHILDREN) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible({ timeout: 30_000 });
  }
  await expect(badge(page, /^Getting your family's data… \d[\d,]* so far$/)).toBeVisible();
  await expect(addFirstChild(page)).toHaveCount(0);

  line.letThrough();
  await expect(badge(page, /^Synced · /)).toBeVisible({ timeout: 30_000 });
  await expect(badge(page, /Getting your family's data/)).toHaveCount(0);

  // Opened again on the same slow line, the phone shows its family at once and says it is syncing.
  await page.close();
  const again = await context.newPage();
  const slowAgain = await slowPulls(again);
  await again.goto('/app');
  for (const name of CHILDREN) {
    await expect(again.getByRole('heading', { name, exact: true })).toBeVisible({ timeout: 30_000 });
  }
  await expect(badge(again, /^(Syncing…|Online)$/)).toBeVisible();
  await expect(badge(again, /Getting your family's data/)).toHaveCount(0);
  slowAgain.letThrough();
  await expect(badge(again, /^Synced · /)).toBeVisible({ timeout: 30_000 });
  await context.close();
});

test('a new phone that loses its connection before anything arrived says so in plain words', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const line = await slowPulls(page);
  await logIn(page, parent);
  await expect(badge(page, /^Getting your family's data…/)).toBeVisible({ timeout: 15_000 });

  await context.setOffline(true);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await expect(badge(page, /^Offline — your family's data hasn't arrived yet/)).toBeVisible();
  await expect(loadingFamily(page)).toBeVisible();
  await expect(addFirstChild(page)).toHaveCount(0);

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  line.letThrough();
  await expect(badge(page, /^Synced · /)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: CHILDREN[0], exact: true })).toBeVisible();
  await context.close();
});

test("a tablet just paired says it is getting the board ready, never an empty day, until the child's data lands", async ({
  browser,
}) => {
  const phoneContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  await logIn(phone, parent);
  const family = await familyForTheBoard(phone, { routineTime: '00:00', alarmTime: '23:59', rewardCost: 5 });

  const tabletContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const board = await tabletContext.newPage();
  const line = await slowPulls(board);
  await board.goto('/setup');
  const spoken = board.getByText(/^Pairing code: /);
  await expect(spoken).toHaveCount(1, { timeout: 15_000 });
  const code = ((await spoken.textContent()) ?? '').replace(/\D/g, '');
  await phone.goto(`/pair-board/${family.childId}`);
  await phone.getByLabel('Code on the board').fill(code);
  await phone.getByRole('button', { name: 'Pair board' }).click();
  await expect(board).toHaveURL(/\/board\/[0-9a-f-]{36}$/, { timeout: 20_000 });

  await expect(board.getByRole('heading', { name: 'Getting your board ready…' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(board.getByRole('heading', { name: /Free time!|All done today!/ })).toHaveCount(0);

  line.letThrough();
  await expect(board.getByRole('heading', { level: 1, name: /Noor/ })).toBeVisible({ timeout: 30_000 });
  await expect(board.getByRole('heading', { name: 'Getting your board ready…' })).toHaveCount(0);
  await tabletContext.close();
  await phoneContext.close();
});
