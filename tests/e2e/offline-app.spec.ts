import { randomUUID } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, withServiceWorker } from './fixtures';
import { logIn, registerParent, type ParentAccount, untilServiceWorkerControls } from './parent-helpers';

const builtClient = join(import.meta.dirname, '..', '..', 'client', 'dist');

// Every journey here is about the installed app: each runs with its service worker.
test.use(withServiceWorker);

let parent: ParentAccount;
test.beforeAll(async ({ request }) => {
  parent = await registerParent(request);
});

test('with no connection the app moves between screens and opens again after a reload', async ({
  page,
  context,
}) => {
  await logIn(page, parent);
  await untilServiceWorkerControls(page);

  await context.setOffline(true);
  // A screen whose code was never loaded: it comes from the precache, not the network.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Your profile/ })
    .click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('link', { name: 'Brightday, today' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);

  await page.goto('/app');
  await expect(page.getByRole('navigation', { name: 'Parent app' })).toBeVisible();
  await context.setOffline(false);
});

test('after logging out, the app opened offline asks to log in', async ({ page, context }) => {
  await logIn(page, parent);
  await untilServiceWorkerControls(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await context.setOffline(true);
  await page.goto('/app');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await context.setOffline(false);
});

test('a marketing page seen before opens offline from its last copy', async ({ page, context }) => {
  await logIn(page, parent);
  await untilServiceWorkerControls(page);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
});

test('Brightday is installable: a manifest with its name, start page and icons', async ({ request }) => {
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.ok()).toBe(true);
  const manifest = (await answer.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Brightday', start_url: '/app', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }
});

test('a new version waits until the parent chooses Update, then takes over', async ({ page }) => {
  await logIn(page, parent);
  await untilServiceWorkerControls(page);
  await expect(page.getByText('Update available')).toHaveCount(0);

  // A new release: the worker's script changes on the server. Its compressed copies go aside, so the
  // changed file is what the browser gets.
  const worker = join(builtClient, 'sw.js');
  const original = readFileSync(worker, 'utf8');
  const moved = ['sw.js.br', 'sw.js.gz'].map((name) => join(builtClient, name));
  try {
    for (const file of moved) renameSync(file, `${file}.aside`);
    writeFileSync(worker, `${original}\n// release ${randomUUID()}\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.ready).update();
    });

    await expect(page.getByText('Update available')).toBeVisible({ timeout: 15_000 });
    const navigation = page.waitForEvent('framenavigated');
    await page.getByRole('button', { name: 'Update' }).click();
    await navigation;
    await expect(page.getByRole('navigation', { name: 'Parent app' })).toBeVisible();
    await expect(page.getByText('Update available')).toHaveCount(0);
    // Had the click not applied it, the new version would still be waiting.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting === null)).toBe(
      true,
    );
  } finally {
    writeFileSync(worker, original);
    for (const file of moved) renameSync(`${file}.aside`, file);
  }
});
