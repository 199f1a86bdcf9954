import { expect, test, type APIRequestContext, withServiceWorker } from './fixtures';
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

let parent: ParentAccount;
test.beforeAll(async ({ request }) => {
  parent = await registerParent(request, 'Nadia');
});

/** The family's children as the server has them, read with the signed-in parent's cookie. */
async function serverChildren(request: APIRequestContext): Promise<{ name: string; _deleted: boolean }[]> {
  const answer = await request.get('/api/sync/children/pull?seq=0&limit=500', {
    headers: { [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION) },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { documents: { name: string; _deleted: boolean }[] }).documents;
}

test('a parent consents, adds a child, edits the profile and deletes the child again', async ({ page }) => {
  await logIn(page, parent);
  await expect(page.getByRole('link', { name: /Add your first child/ })).toBeVisible();
  await page.getByRole('link', { name: /Add your first child/ }).click();

  // No permission, nothing kept.
  await expect(page.getByRole('heading', { name: 'First, your permission' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'No, not now' }).click();
  await expect(page.getByRole('heading', { name: 'Nothing about your child was saved' })).toBeVisible();
  expect(await serverChildren(page.request)).toEqual([]);

  await page.getByRole('button', { name: 'Read it again' }).click();
  await page.getByRole('button', { name: 'I agree, as their parent' }).click();

  // The form says what is missing, under the field.
  await page.getByRole('button', { name: 'Add child' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();
  await expectNoSeriousViolations(page);

  await page.getByLabel('Name').fill('Mia');
  await page.getByLabel('Birthday (optional)').fill('2021-06-15');
  await page.getByText('Frozen').click();
  await page.getByRole('button', { name: 'Add child' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mia' })).toBeVisible();
  await expect.poll(async () => (await serverChildren(page.request)).map((c) => c.name)).toEqual(['Mia']);

  await page.getByRole('main').getByRole('link', { name: 'Edit profile' }).click();
  await expect(page.getByRole('radio', { name: /Frozen/ })).toBeChecked();
  await expectNoSeriousViolations(page);
  await page.getByLabel('Name').fill('Mia Rose');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mia Rose' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Parent app' }).getByRole('link', { name: 'Today' }).click();
  const card = page
    .getByRole('list', { name: 'Your children' })
    .getByRole('link', { name: 'Mia Rose', exact: true });
  await expect(card).toBeVisible();
  await expectNoSeriousViolations(page);
  await expect
    .poll(async () => (await serverChildren(page.request)).map((c) => c.name))
    .toEqual(['Mia Rose']);

  await card.click();
  await page.getByRole('main').getByRole('link', { name: 'Edit profile' }).click();
  await page.getByRole('button', { name: 'Delete Mia Rose' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Mia Rose' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('list', { name: 'Your children' })).toHaveCount(0);
  await expect.poll(async () => (await serverChildren(page.request)).map((c) => c._deleted)).toEqual([true]);
});

test.describe(() => {
  test.use(withServiceWorker);
  test('a child added with no connection reaches the server when the connection returns', async ({
    page,
    context,
  }) => {
    await logIn(page, parent);
    // Consent is a legal record made online; this test is about the child written offline afterwards.
    const consent = await page.request.post('/api/consent/child-data', {
      data: { policyVersion: CHILD_DATA_POLICY_VERSION },
    });
    expect(consent.ok()).toBe(true);
    await page.goto('/add-child');
    await expect(page.getByLabel('Name')).toBeVisible();
    await untilServiceWorkerControls(page);
    await context.setOffline(true);
    await page.getByLabel('Name').fill('Leo');
    await page.getByRole('button', { name: 'Add child' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leo' })).toBeVisible();
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(async () => (await serverChildren(page.request)).filter((c) => !c._deleted).map((c) => c.name), {
        timeout: 20_000,
      })
      .toContain('Leo');
  });
});

test('another family sees none of these children', async ({ page }) => {
  // Each test has a browser context of its own: nothing of the first parent's session is here. Signing up
  // through this context's requests signs it in as the stranger.
  await registerParent(page.request, 'Omar');
  await page.goto('/app');
  await expect(page.getByRole('link', { name: /Add your first child/ })).toBeVisible();
  expect(await serverChildren(page.request)).toEqual([]);
});
