// A screen left open on one phone while another phone saves the same routine (ADR 0051): the later save
// writes only what its parent changed, the open form follows the fields its parent has not touched, and a
// field both changed is told in plain words.
import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import { SYNC_PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from '@sync/protocol/messages';
import { addChild, logIn, registerParent, type ParentAccount } from './parent-helpers';

// Two phones sync through the server: a step waits for the other phone's change to arrive.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const phone = { width: 390, height: 844 };

let parent: ParentAccount;
test.beforeAll(async ({ request }) => {
  parent = await registerParent(request, 'Noor');
});

interface ServerRoutine {
  id: string;
  name: string;
  startTime: string;
  tasks: { name: string; duration: number }[];
}

/** A routine as the server has it, read with the signed-in parent's cookie. */
async function serverRoutine(request: APIRequestContext, id: string): Promise<ServerRoutine | undefined> {
  const answer = await request.get('/api/sync/routines/pull?seq=0&limit=500', {
    headers: { [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION) },
  });
  const { documents } = (await answer.json()) as { documents: ServerRoutine[] };
  return documents.find((routine) => routine.id === id);
}

/** A phone of the parent, logged in. */
async function openPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await logIn(page, parent);
  return page;
}

/** Gives a new child the morning template on phone A; answers the routine editor's address. */
async function routineOfNewChild(page: Page, name: string): Promise<string> {
  await addChild(page, name, 3);
  await page.getByRole('button', { name: 'Add Morning (ages 3–4)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Morning' })).toBeVisible();
  await page.getByRole('button', { name: 'Save routine' }).click();
  const link = page.getByRole('list', { name: `${name}'s routines` }).getByRole('link', { name: 'Morning' });
  await expect(link).toBeVisible();
  return (await link.getAttribute('href')) ?? '';
}

/** Opens the routine editor at `path` once the routine has reached this phone. */
async function openEditor(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByLabel('Step 1', { exact: true })).toHaveValue('Toilet');
}

test("a form opened before another phone's save keeps that phone's rename and shows it while open", async ({
  browser,
}) => {
  const phoneA = await openPhone(browser);
  const phoneB = await openPhone(browser);
  const path = await routineOfNewChild(phoneA, 'Sami');
  const id = path.split('/').at(-1) ?? '';

  // Phone B opens the routine; phone A then renames it and saves.
  await openEditor(phoneB, path);
  await openEditor(phoneA, path);
  await phoneA.getByLabel('Name').fill('School morning');
  await phoneA.getByRole('button', { name: 'Save routine' }).click();
  await expect(phoneA.getByRole('link', { name: 'School morning' })).toBeVisible();

  // Phone B's open form shows the new name in the field its parent has not touched (M-FORM-4)…
  await expect(phoneB.getByLabel('Name')).toHaveValue('School morning');
  // …and its parent, who never saw the rename happen, changes a step's minutes and saves.
  await phoneB.getByLabel('Step 2 minutes').fill('6');
  await phoneB.getByRole('button', { name: 'Save routine' }).click();
  await expect(phoneB.getByText('School morning is ready for Sami.')).toBeVisible();

  // Both changes are on the server: the rename was not undone by the stale screen.
  await expect
    .poll(async () => {
      const routine = await serverRoutine(phoneA.request, id);
      return routine && { name: routine.name, minutes: routine.tasks[1]?.duration };
    })
    .toEqual({ name: 'School morning', minutes: 6 });
  await phoneA.context().close();
  await phoneB.context().close();
});

test('the same field changed on two phones: the later save wins and its parent is told what it replaced', async ({
  browser,
}) => {
  const phoneA = await openPhone(browser);
  const phoneB = await openPhone(browser);
  const path = await routineOfNewChild(phoneA, 'Lina');
  const id = path.split('/').at(-1) ?? '';

  // Phone B's parent starts moving the start time to 7:15 and leaves the screen open.
  await openEditor(phoneB, path);
  await phoneB.getByLabel('Start time').fill('07:15');
  // Meanwhile phone A moves it to 6:45 and renames the routine.
  await openEditor(phoneA, path);
  await phoneA.getByLabel('Start time').fill('06:45');
  await phoneA.getByLabel('Name').fill('Early morning');
  await phoneA.getByRole('button', { name: 'Save routine' }).click();
  await expect(phoneA.getByRole('link', { name: 'Early morning' })).toBeVisible();

  // Phone A's save reaches phone B: the untouched name follows, the start time B's parent typed stays.
  await expect(phoneB.getByLabel('Name')).toHaveValue('Early morning');
  await expect(phoneB.getByLabel('Start time')).toHaveValue('07:15');
  await phoneB.getByRole('button', { name: 'Save routine' }).click();
  await expect(
    phoneB.getByText(
      /^Another device changed the start time to 6:45\sAM while you were editing\. Yours is saved\.$/,
    ),
  ).toBeVisible();

  await expect
    .poll(async () => {
      const routine = await serverRoutine(phoneA.request, id);
      return routine && { name: routine.name, startTime: routine.startTime };
    })
    .toEqual({ name: 'Early morning', startTime: '07:15' });
  await phoneA.context().close();
  await phoneB.context().close();
});
