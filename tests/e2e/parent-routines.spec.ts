import { expect as baseExpect, test, type APIRequestContext, type Page, withServiceWorker } from './fixtures';
import { SYNC_PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from '@sync/protocol/messages';
import {
  addChild,
  expectNoSeriousViolations,
  logIn,
  type ParentAccount,
  registerParent,
  untilServiceWorkerControls,
} from './parent-helpers';

// These journeys write through the local database, sync and reload offline: on a busy machine a step can
// take longer than the suite's default wait, which would fail them for nothing the parent would notice.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

test.use({ viewport: { width: 390, height: 844 } });

let parent: ParentAccount;
test.beforeAll(async ({ request }) => {
  parent = await registerParent(request, 'Ines');
});

interface ServerRoutine {
  id: string;
  childId: string;
  name: string;
  isActive: boolean;
  startTime: string;
  tasks: { name: string; duration: number; icon: string }[];
  _deleted: boolean;
}

/** The family's live routines as the server has them, read with the signed-in parent's cookie. */
async function serverRoutines(request: APIRequestContext): Promise<ServerRoutine[]> {
  const answer = await request.get('/api/sync/routines/pull?seq=0&limit=500', {
    headers: { [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION) },
  });
  expect(answer.ok()).toBe(true);
  const { documents } = (await answer.json()) as { documents: ServerRoutine[] };
  return documents.filter((routine) => !routine._deleted);
}

async function openChild(page: Page, name: string): Promise<void> {
  await page.goto('/app');
  await page.getByRole('list', { name: 'Your children' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Adds a child and gives them the youngest morning template; lands on the child's routines. */
async function childWithMorning(page: Page, name: string): Promise<void> {
  await addChild(page, name, 3);
  await page.getByRole('button', { name: 'Add Morning (ages 3–4)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Morning' })).toBeVisible();
  await page.getByRole('button', { name: 'Save routine' }).click();
  await expect(page.getByRole('list', { name: `${name}'s routines` })).toBeVisible();
}

/** The routines of one child on the server. */
async function serverRoutinesOf(request: APIRequestContext, childName: string): Promise<ServerRoutine[]> {
  const answer = await request.get('/api/sync/children/pull?seq=0&limit=500', {
    headers: { [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION) },
  });
  const { documents } = (await answer.json()) as { documents: { id: string; name: string }[] };
  const child = documents.find((document) => document.name === childName);
  return (await serverRoutines(request)).filter((routine) => routine.childId === child?.id);
}

/** Waits until the service worker has precached the app and controls the page. */
/** True once every picture on the page has loaded (an image that failed has no natural width). */
async function picturesLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('img[src^="/pictures/tasks/"]')).every(
      (image) => image.complete && image.naturalWidth > 0,
    ),
  );
}

test('one tap on a template gives a new child a routine, which the parent edits, reorders and saves', async ({
  page,
}) => {
  await logIn(page, parent);
  await addChild(page, 'Mia', 3);

  // Routines come first, and with none yet the templates for a three-year-old lead.
  await expect(page.getByRole('tab', { name: 'Routines' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Pick a routine to start with' })).toBeVisible();
  const suited = page.getByRole('list', { name: 'Routines for ages 3–4' });
  await expect(suited.getByRole('button')).toHaveCount(3);
  await expectNoSeriousViolations(page);

  await suited.getByRole('button', { name: 'Add Morning (ages 3–4)' }).click();
  await expect(page).toHaveURL(/\/children\/[^/]+\/routines\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Morning' })).toBeVisible();
  await expect(page.getByLabel('Step 1', { exact: true })).toHaveValue('Toilet');
  await expect(
    page
      .getByRole('button', { name: /Change the picture of Toilet/ })
      .locator('img[src="/pictures/tasks/toilet.svg"]'),
  ).toBeVisible();
  await expect.poll(() => picturesLoaded(page)).toBe(true);

  await page.getByLabel('Step 1', { exact: true }).fill('Potty');
  await page.getByLabel('Step 1 minutes').fill('4');

  // Moved with the keyboard alone; focus stays on the button, which now belongs to step 2.
  await page.getByRole('button', { name: 'Move Potty down' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Step 1', { exact: true })).toHaveValue('Wash hands');
  await expect(page.getByLabel('Step 2', { exact: true })).toHaveValue('Potty');
  await expect(page.getByRole('button', { name: 'Move Potty down' })).toBeFocused();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Save routine' }).click();
  const routines = page.getByRole('list', { name: "Mia's routines" });
  await expect(routines.getByRole('link', { name: 'Morning' })).toBeVisible();
  await expect(routines.getByText('Every day')).toBeVisible();
  await expect(routines.getByText('5 steps · 16 min')).toBeVisible();
  await expectNoSeriousViolations(page);

  await expect
    .poll(async () =>
      (await serverRoutinesOf(page.request, 'Mia')).map((routine) => routine.tasks.slice(0, 2)),
    )
    .toEqual([
      [
        // Each step keeps an id of its own (M-TASKS-1), whatever its place.
        {
          id: expect.any(String),
          name: 'Wash hands',
          duration: 2,
          icon: 'soap',
          completed: false,
          completedAt: null,
        },
        {
          id: expect.any(String),
          name: 'Potty',
          duration: 4,
          icon: 'toilet',
          completed: false,
          completedAt: null,
        },
      ],
    ]);
});

test.describe(() => {
  test.use(withServiceWorker);
  test('a step added with no connection stays after a reload and reaches the server later', async ({
    page,
    context,
  }) => {
    await logIn(page, parent);
    await childWithMorning(page, 'Ava');
    await page.getByRole('list', { name: "Ava's routines" }).getByRole('link', { name: 'Morning' }).click();
    await expect(page.getByLabel('Step 1', { exact: true })).toBeVisible();
    await untilServiceWorkerControls(page);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add a step' }).click();
    await expect(page.getByLabel('Step 6', { exact: true })).toBeFocused();
    await page.getByRole('button', { name: /Change the picture of step 6/ }).click();
    const picker = page.getByRole('dialog', { name: 'Picture for step 6' });
    await picker.getByLabel('Search pictures').fill('cuddle');
    await picker.getByRole('button', { name: 'Hug' }).click();
    await expect(picker).toBeHidden();
    // The picture's name became the step's name, ready to change.
    await expect(page.getByLabel('Step 6', { exact: true })).toHaveValue('Hug');
    await page.getByLabel('Step 6', { exact: true }).fill('Hug goodbye');
    await page.getByRole('button', { name: 'Save routine' }).click();
    await expect(page.getByText('6 steps · 17 min')).toBeVisible();

    await page.reload();
    await expect(page.getByText('6 steps · 17 min')).toBeVisible();
    await expect.poll(() => picturesLoaded(page)).toBe(true);
    await page.getByRole('list', { name: "Ava's routines" }).getByRole('link', { name: 'Morning' }).click();
    await expect(page.getByLabel('Step 6', { exact: true })).toHaveValue('Hug goodbye');

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(async () => (await serverRoutinesOf(page.request, 'Ava'))[0]?.tasks.at(-1)?.name, {
        timeout: 20_000,
      })
      .toBe('Hug goodbye');
  });
});

test('a routine from scratch says what is missing, then goes to a second child too', async ({ page }) => {
  await logIn(page, parent);
  await addChild(page, 'Zoe', 9);
  await addChild(page, 'Leo', 6);
  await page.getByRole('button', { name: 'Start from scratch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New routine' })).toBeVisible();

  await page.getByRole('button', { name: 'Create routine' }).click();
  await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Start time is required')).toBeVisible();
  await expect(page.getByText('Task name is required')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await expectNoSeriousViolations(page);

  // Each message leaves as its field is put right.
  await page.getByLabel('Name', { exact: true }).fill('After school');
  await expect(page.getByText('Name is required', { exact: true })).toBeHidden();
  await expect(page.getByText('Start time is required')).toBeVisible();
  await page.getByLabel('Start time').fill('15:30');
  await page.getByLabel('Step 1', { exact: true }).fill('Homework');
  await page.getByLabel('Step 1 minutes').fill('20');
  await page.getByRole('button', { name: 'Weekdays' }).click();
  await expect(page.getByRole('button', { name: 'Saturday' })).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('group', { name: 'Also give this routine to…' }).getByLabel('Zoe').check();
  await page.getByRole('button', { name: 'Create routine' }).click();
  await expect(
    page.getByRole('list', { name: "Leo's routines" }).getByRole('link', { name: 'After school' }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: "Leo's routines" }).getByText('Weekdays')).toBeVisible();

  await expect
    .poll(async () => {
      const copies = (await serverRoutines(page.request)).filter((r) => r.name === 'After school');
      // Two routines of their own: new ids, one for each child.
      return { count: copies.length, children: new Set(copies.map((r) => r.childId)).size };
    })
    .toEqual({ count: 2, children: 2 });
  await openChild(page, 'Zoe');
  await expect(
    page.getByRole('list', { name: "Zoe's routines" }).getByRole('link', { name: 'After school' }),
  ).toBeVisible();
});

test('a routine is paused, duplicated and deleted from its card', async ({ page }) => {
  await logIn(page, parent);
  await childWithMorning(page, 'Sam');
  const routines = page.getByRole('list', { name: "Sam's routines" });

  await routines.getByRole('button', { name: 'Pause Morning' }).click();
  await expect(routines.getByText('Paused', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await serverRoutinesOf(page.request, 'Sam')).map((r) => r.isActive))
    .toEqual([false]);

  await routines.getByRole('button', { name: 'Duplicate Morning' }).click();
  await expect(routines.getByRole('link', { name: 'Morning (copy)' })).toBeVisible();
  await routines.getByRole('button', { name: 'Delete Morning (copy)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Morning (copy)?' });
  await dialog.getByRole('button', { name: 'Delete routine' }).click();
  await expect(routines.getByRole('link', { name: 'Morning (copy)' })).toHaveCount(0);
  await expect(routines.getByRole('link', { name: 'Morning', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
});
