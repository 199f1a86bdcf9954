import { expect, test, type Page, withServiceWorker } from './fixtures';
import { logIn, registerParent, type ParentAccount } from './parent-helpers';

// Registrations are limited per address and every browser test comes from one: one parent per file.
let parent: ParentAccount;
test.beforeAll(async ({ request }) => {
  parent = await registerParent(request, 'Sam');
});

function brightdayDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases()).map((info) => info.name ?? '').filter((name) => name.includes('brightday')),
  );
}

test('the parent app keeps the family data in the browser and says when it last synced', async ({ page }) => {
  await logIn(page, parent);
  await expect(page.getByRole('status').filter({ hasText: /^Synced · / })).toBeVisible({ timeout: 15_000 });
  expect((await brightdayDatabases(page)).length).toBeGreaterThan(0);
});

test.describe(() => {
  test.use(withServiceWorker);
  test('without a connection the app stays usable and shows a calm offline state', async ({
    page,
    context,
  }) => {
    await logIn(page, parent);
    await expect(page.getByRole('status').filter({ hasText: /^Synced · / })).toBeVisible({ timeout: 15_000 });
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await expect(page.getByRole('status').filter({ hasText: /^Offline · last synced / })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(false);
  });
});

test('logging out leaves nothing of the family in the browser', async ({ page }) => {
  await logIn(page, parent);
  await expect(page.getByRole('status').filter({ hasText: /^Synced · / })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => brightdayDatabases(page)).toEqual([]);
});
