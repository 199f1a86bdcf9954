// Step pictures (issue #23, ADR 0062): a parent types "Brush teeth" and the toothbrush is the step's picture
// without a trip to the picker; a photo of the child's own toothbrush replaces it, made small on the phone;
// the paired board shows that photo, offline too, because it travels in the routine itself.
import { expect as baseExpect, test, type Page, withServiceWorker } from './fixtures';
import { pairBoard, serverDocuments } from './board-helpers';
import {
  addChild,
  expectNoSeriousViolations,
  parentOn,
  registerParent,
  untilServiceWorkerControls,
  type ParentAccount,
} from './parent-helpers';
import { toothbrushPng } from './png-fixture';
import { keepScreenshot, screenSizes } from './screen-sizes';

// Writes go through the local database and a board pairs and reloads offline: on a busy machine a step may
// take longer than the default wait.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 600_000 });

const [phone, tablet] = screenSizes;
// The board's clock is held mid-morning of today (UTC), just after the routine starts.
const today = new Date().toISOString().slice(0, 10);
const boardMorning = new Date(`${today}T10:00:00Z`);

let parent: ParentAccount;
test.beforeAll(async ({ request }) => {
  parent = await registerParent(request, 'Ada');
});

const stepPicture = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^Change the picture of ${name} \\(now `) });

/**
 * On a new child's empty routines, starts a routine by hand: two steps whose pictures follow their names,
 * then a photo for the first. Leaves the editor unsaved; returns the child's id.
 */
async function routineWithPhoto(page: Page, size: string, childName: string): Promise<string> {
  const childId = await addChild(page, childName, 3);
  await page.getByRole('button', { name: 'Start from scratch' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Morning');
  await page.getByLabel('Start time').fill('09:59');

  // D-STEP-PICTURE-1, 5: the picture follows the name as it is typed.
  await expect(stepPicture(page, 'step 1').locator('img')).toHaveAttribute('src', '/pictures/tasks/star.svg');
  await page.getByLabel('Step 1', { exact: true }).pressSequentially('Brush teeth');
  await expect(stepPicture(page, 'Brush teeth')).toHaveAccessibleName(
    'Change the picture of Brush teeth (now Brush teeth)',
  );
  await expect(stepPicture(page, 'Brush teeth').locator('img')).toHaveAttribute(
    'src',
    '/pictures/tasks/toothbrush.svg',
  );
  await page.getByRole('button', { name: 'Add a step' }).click();
  await page.getByLabel('Step 2', { exact: true }).fill('Get dressed');
  await expect(stepPicture(page, 'Get dressed').locator('img')).toHaveAttribute(
    'src',
    '/pictures/tasks/shirt.svg',
  );

  // The parent's own photo of the toothbrush, chosen in the step's picture picker.
  await stepPicture(page, 'Brush teeth').click();
  const dialog = page.getByRole('dialog', { name: 'Picture for Brush teeth' });
  await expect(dialog.getByText('Your own photo', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, `${size}-picker-with-photo-choice`);
  await dialog.getByLabel('Use your own photo').setInputFiles({
    name: 'toothbrush.png',
    mimeType: 'image/png',
    buffer: toothbrushPng(),
  });
  await expect(dialog).toBeHidden();
  await expect(stepPicture(page, 'Brush teeth')).toHaveAccessibleName(
    'Change the picture of Brush teeth (now your photo)',
  );
  await expect(stepPicture(page, 'Brush teeth').locator('img')).toHaveAttribute(
    'src',
    /^data:image\/jpeg;base64,/,
  );

  // Picked by hand: typing no longer changes the picture (D-STEP-PICTURE-5).
  await page.getByLabel('Step 1', { exact: true }).fill('Brush teeth well');
  await page.getByLabel('Step 1', { exact: true }).fill('Brush teeth');
  await expect(stepPicture(page, 'Brush teeth').locator('img')).toHaveAttribute('src', /^data:image\/jpeg/);
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, `${size}-editor-with-photo`, true);
  return childId;
}

test('on a tablet, a parent types “Brush teeth”, sees the toothbrush, and uses their own photo instead', async ({
  browser,
}) => {
  const { page } = await parentOn(browser, parent, tablet!.use);
  await routineWithPhoto(page, 'tablet', 'Theo');
  await page.getByRole('button', { name: 'Create routine' }).click();
  const steps = page.getByRole('list', { name: "Theo's routines" }).getByRole('list', { name: 'Steps' });
  await expect(steps.locator('img[src^="data:image/jpeg"]')).toHaveCount(1);
  await expect(steps.locator('img[src="/pictures/tasks/shirt.svg"]')).toHaveCount(1);
  await keepScreenshot(page, 'tablet-routine-card-with-photo');
});

test.describe(() => {
  test.use(withServiceWorker);
  test('on a phone, a parent gives a step their own photo, and the paired board shows it offline', async ({
    browser,
  }) => {
    const { page } = await parentOn(browser, parent, phone!.use);
    const childId = await routineWithPhoto(page, 'phone', 'Noa');
    await page.getByRole('button', { name: 'Create routine' }).click();
    await expect(page.getByRole('list', { name: "Noa's routines" })).toBeVisible();

    // V-ROUTINE-7: the photo is stored small, in the routine, on the server.
    await expect
      .poll(async () => {
        const routines = await serverDocuments(page.request, 'routines');
        const tasks = routines.find((routine) => routine.childId === childId)?.tasks as
          { name: string; icon: string; photo?: string }[] | undefined;
        return tasks?.map((task) => ({ name: task.name, icon: task.icon, photo: task.photo?.slice(0, 23) }));
      })
      .toEqual([
        { name: 'Brush teeth', icon: 'toothbrush', photo: 'data:image/jpeg;base64,' },
        { name: 'Get dressed', icon: 'shirt', photo: undefined },
      ]);

    const boardContext = await browser.newContext({
      ...tablet!.use,
      timezoneId: 'UTC',
      reducedMotion: 'reduce',
    });
    const board = await boardContext.newPage();
    await board.clock.install({ time: boardMorning });
    await pairBoard(board, page, childId);
    await board.getByRole('button', { name: 'Tap to start the board' }).click();
    await expect(board.getByTestId('board-current-step')).toHaveText('Brush teeth', { timeout: 30_000 });
    const nowPicture = board.getByRole('button', { name: /^Brush teeth: start the timer/ }).locator('img');
    await expect(nowPicture).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    await untilServiceWorkerControls(board);

    // Offline and reloaded, the board reads the photo from its own database.
    await boardContext.setOffline(true);
    await board.reload();
    await board.getByRole('button', { name: 'Tap to start the board' }).click();
    await expect(board.getByTestId('board-current-step')).toHaveText('Brush teeth');
    await expect(board.getByRole('status').filter({ hasText: /^Offline/ })).toBeVisible({ timeout: 15_000 });
    await expect(nowPicture).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    await expect
      .poll(() => nowPicture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await expectNoSeriousViolations(board);
    await keepScreenshot(board, 'tablet-board-now-with-photo');

    // Done: the photo moves to the Done list, ticked, and the next step shows its picture.
    await board.getByRole('button', { name: 'Done: Brush teeth' }).click();
    await expect(board.getByTestId('board-current-step')).toHaveText('Get dressed');
    await expect(
      board.getByRole('region', { name: 'Done' }).locator('img[src^="data:image/jpeg"]'),
    ).toHaveCount(1);
    await keepScreenshot(board, 'tablet-board-done-with-photo');
    await boardContext.close();
  });
});
