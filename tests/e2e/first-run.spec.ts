import { expect, test } from './fixtures';

test('a fresh server answers /healthz and /readyz', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200);
  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready' });
});

test('the home page loads with the product name and its call to action', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Brightday/);
  await expect(page.getByRole('link', { name: 'Start free today' }).first()).toBeVisible();
});

test('a deep link to a page is served and routed by the app', async ({ page }) => {
  await page.goto('/features');
  await expect(page).toHaveTitle(/Features/);
});

test('an unknown path answers 404 and shows the 404 page with the spec text', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('an unknown API path answers a JSON 404 with its code', async ({ request }) => {
  const response = await request.get('/api/does-not-exist');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
});
