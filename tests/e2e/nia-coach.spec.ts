// Nia, end to end with the built-in guide (ADR 0043): a parent asks for a morning routine for a 4-year-old,
// changes a step, adds it to the child and sees it on the child's board; with the network off Nia still
// answers, and the conversation is kept for the family until the parent deletes it. A parent whose
// 4-year-old will not brush their teeth gets the teeth page and adds its routine in one tap (ADR 0055); when
// the child already has a bedtime routine, the teeth steps it lacks go at its end instead, with undo (I-ADD).
import { expect as baseExpect, test, withServiceWorker } from './fixtures';
import {
  addChild,
  expectNoSeriousViolations,
  parentOn,
  registerParent,
  untilServiceWorkerControls,
  type ParentAccount,
} from './parent-helpers';

// Writes go through the local database and sync; on a busy machine a step can take longer than usual.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const today = new Date().toISOString().slice(0, 10);

let parent: ParentAccount;
test.beforeAll(async ({ request }) => {
  parent = await registerParent(request, 'Yara');
});

test.describe(() => {
  test.use(withServiceWorker);
  test('a parent asks Nia for a morning routine for a 4-year-old, changes a step, adds it and sees it on the board, offline too', async ({
    browser,
  }) => {
    // Just after seven on the family's clock, so the new 7:00 routine is the one the board shows now.
    const { context, page } = await parentOn(
      browser,
      parent,
      { viewport: phone, reducedMotion: 'reduce' },
      new Date(`${today}T07:05:00Z`),
    );
    const childId = await addChild(page, 'Noor', 4);

    await page.goto('/nia-coach');
    await expect(page.getByRole('heading', { level: 1, name: 'Nia, your parenting coach' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Noor/, pressed: true })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByLabel('Ask Nia').fill('What is a good morning routine for my 4 year old?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Morning' }) });
    await expect(card).toBeVisible();
    await expect(page.getByText("From Nia's built-in guide").last()).toBeVisible();
    // Nothing is wider than the phone: long titles and answers wrap or truncate.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await expectNoSeriousViolations(page);

    // Change one step before it reaches the board.
    await card.getByRole('button', { name: 'Change it first' }).click();
    const firstStep = card.getByRole('list', { name: 'Steps' }).getByRole('textbox').first();
    await firstStep.fill('Potty time');
    await card.getByRole('button', { name: 'Done changing' }).click();
    await expect(card.getByText('Potty time')).toBeVisible();
    await card.getByRole('button', { name: 'Add to Noor' }).click();
    await expect(card.getByRole('status')).toContainText('Added to Noor’s routines.');

    await card.getByRole('link', { name: 'See Noor’s board' }).click();
    await expect(page).toHaveURL(new RegExp(`/smart-board/${childId}$`));
    await expect(page.getByTestId('board-current-step')).toHaveText('Potty time');

    // The conversation is kept; with the network off, the built-in guide still answers.
    await page.goto('/nia-coach');
    await untilServiceWorkerControls(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: /^What is a good morning routine/ }).click();
    await page.getByLabel('Ask Nia').fill('Bedtime is a battle every night, how do we stop the stalling?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    const answers = page.getByText("From Nia's built-in guide");
    await expect(answers).toHaveCount(2);
    await expect(page.getByRole('list', { name: 'Messages' })).toContainText(/bed/i);
    await context.setOffline(false);

    // Deleting it removes it from the family's list.
    await page.getByRole('button', { name: /^Delete “/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('button', { name: /^Delete “/ })).toHaveCount(0);
    await context.close();
  });
});

test("a parent whose 4-year-old won't brush their teeth gets the teeth answer and adds its routine in one tap", async ({
  browser,
  request,
}) => {
  const family = await registerParent(request, 'Rosa');
  const { context, page } = await parentOn(browser, family, { viewport: phone, reducedMotion: 'reduce' });
  const childId = await addChild(page, 'Tomas', 4);

  await page.goto('/nia-coach');
  await expect(page.getByRole('button', { name: /Tomas/, pressed: true })).toBeVisible();
  await page.getByLabel('Ask Nia').fill("my 4 year old won't brush teeth");
  await page.getByRole('button', { name: 'Ask', exact: true }).click();

  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages).toContainText('For ages 3–4: Fighting the toothbrush is very common');
  await expect(messages).not.toContainText("I don't know that one yet");
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Teeth time' }) });
  await expect(card.getByRole('list', { name: 'Steps of Teeth time' })).toContainText('Spit, no rinse');
  await expectNoSeriousViolations(page);

  // One tap gives it to the child.
  await card.getByRole('button', { name: 'Add to Tomas' }).click();
  await expect(card.getByRole('status')).toContainText('Added to Tomas’s routines.');

  await page.goto(`/children/${childId}`);
  await expect(
    page.getByRole('list', { name: "Tomas's routines" }).getByRole('link', { name: 'Teeth time' }),
  ).toBeVisible();
  await context.close();
});

for (const [size, viewport] of [
  ['a phone', phone],
  ['a tablet', desktop],
] as const) {
  test(`on ${size}, the teeth answer adds its missing steps to the child's Bedtime routine in one tap, and undo takes them off`, async ({
    browser,
    request,
  }) => {
    const family = await registerParent(request, 'Ines');
    const { context, page } = await parentOn(browser, family, { viewport, reducedMotion: 'reduce' });
    const childId = await addChild(page, 'Lily', 4);

    // Lily already has a bedtime routine, with one of the teeth steps written in her parent's own way.
    await page.goto(`/children/${childId}/routines/new`);
    await page.getByLabel('Name', { exact: true }).fill('Bedtime');
    await page.getByLabel('Start time').fill('19:00');
    await page.getByLabel('Step 1', { exact: true }).fill('Pyjamas on');
    await page.getByRole('button', { name: 'Add a step' }).click();
    await page.getByLabel('Step 2', { exact: true }).fill('big smile in the MIRROR');
    await page.getByRole('button', { name: 'Create routine' }).click();
    await expect(
      page.getByRole('list', { name: "Lily's routines" }).getByRole('link', { name: 'Bedtime' }),
    ).toBeVisible();

    await page.goto('/nia-coach');
    await expect(page.getByRole('button', { name: /Lily/, pressed: true })).toBeVisible();
    await page.getByLabel('Ask Nia').fill("my 4 year old won't brush teeth");
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    const messages = page.getByRole('list', { name: 'Messages' });
    await expect(messages).toContainText('For ages 3–4: Fighting the toothbrush is very common');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Teeth time' }) });
    await expect(card.getByRole('list', { name: 'Steps of Teeth time' })).toContainText('Spit, no rinse');

    // The step Lily's routine already has is not offered twice (I-ADD-2).
    const addToBedtime = card.getByRole('button', { name: 'Add 3 steps to Lily’s Bedtime routine' });
    await expect(addToBedtime).toBeVisible();
    await expect(card).toContainText('Lily’s Bedtime routine starts at 7:00 PM.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: test.info().outputPath('offer.png'), fullPage: true });

    await addToBedtime.click();
    const added = card.getByRole('status');
    await expect(added).toContainText('Added to Lily’s Bedtime: 3 steps at the end.');
    // One add, one message: the card's, with its Undo beside it; no toast says it again.
    await expect(added.getByRole('button', { name: 'Undo' })).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('added.png'), fullPage: true });

    // Undo takes exactly those steps off again, and the offer is back.
    await added.getByRole('button', { name: 'Undo' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Undone' })).toBeVisible();
    await expect(addToBedtime).toBeVisible();

    // Added again, the routine editor shows the new steps at the end and the parent's own step once.
    await addToBedtime.click();
    await card.getByRole('link', { name: 'Open Lily’s Bedtime' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bedtime' })).toBeVisible();
    const stepNames = page.getByRole('list', { name: 'Steps' }).getByRole('textbox', { name: /^Step \d+$/ });
    await expect(stepNames).toHaveCount(5);
    await expect(stepNames.nth(1)).toHaveValue('big smile in the MIRROR');
    await expect(stepNames.nth(2)).toHaveValue('Pick your toothbrush');
    await expect(stepNames.nth(4)).toHaveValue('Spit, no rinse');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: test.info().outputPath('editor.png'), fullPage: true });
    await context.close();
  });
}

test('the coach screen on a desktop keeps the conversations beside the chat and passes an accessibility scan', async ({
  browser,
}) => {
  const { context, page } = await parentOn(browser, parent, { viewport: desktop });
  await page.goto('/nia-coach');
  // A fresh browser opens the family's data first; the starters wait for it (they are disabled until then).
  await page.getByRole('button', { name: /get out the door/i }).click();
  await expect(page.getByText("From Nia's built-in guide")).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Conversations with Nia' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await context.close();
});
