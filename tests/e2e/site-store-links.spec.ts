// The site with store listings configured (APP_STORE_URL, PLAY_STORE_URL), on a server of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { startServer, type ServerProcess } from '../kit/server/server-process';
import { userAgents, watchEvents } from './site-helpers';

const appStoreUrl = 'https://apps.apple.com/app/brightday/id6450000000';
const playStoreUrl = 'https://play.google.com/store/apps/details?id=app.brightday';

let server: ServerProcess;
let dataDir: string;
test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'brightday-stores-'));
  server = await startServer({ DATA_DIR: dataDir, APP_STORE_URL: appStoreUrl, PLAY_STORE_URL: playStoreUrl });
});
test.afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

// The tests have no internet: the stores answer from here.
test.beforeEach(async ({ context }) => {
  for (const store of ['https://apps.apple.com/**', 'https://play.google.com/**']) {
    await context.route(store, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Store listing</title><h1>Brightday</h1>' }),
    );
  }
});

async function open(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

const getStarted = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' });

test.describe('on an iPhone', () => {
  test.use({ userAgent: userAgents.iphone, isMobile: true, viewport: { width: 390, height: 844 } });

  test('Get Started, Start free today and Download from App Store lead to the App Store', async ({
    page,
  }) => {
    await open(page, '/');
    await expect(getStarted(page)).toHaveAttribute('href', appStoreUrl);
    await expect(page.getByRole('link', { name: 'Start free today' }).first()).toHaveAttribute(
      'href',
      appStoreUrl,
    );
    await open(page, '/get-started');
    const download = page.getByRole('link', { name: 'Download from App Store' });
    await expect(download).toHaveAttribute('href', appStoreUrl);
    await expect(download).toHaveAttribute('target', '_blank');
  });

  test('a scanned QR code is recorded and goes to the App Store listing', async ({ page }) => {
    const events = await watchEvents(page);
    await page.goto(`${server.url}/qr`);
    await expect(page).toHaveURL(appStoreUrl);
    expect((await events.named('qr_code_scanned')).body.properties).toMatchObject({ device_type: 'ios' });
  });
});

test.describe('on an Android phone', () => {
  test.use({ userAgent: userAgents.android, isMobile: true, viewport: { width: 412, height: 915 } });

  test('Get Started leads to Google Play and a scanned QR code goes there too', async ({ page }) => {
    await open(page, '/features');
    await expect(getStarted(page)).toHaveAttribute('href', playStoreUrl);
    await page.goto(`${server.url}/qr`);
    await expect(page).toHaveURL(playStoreUrl);
  });
});

test.describe('on a computer', () => {
  test.use({ userAgent: userAgents.desktop });

  test('Get Started stays on /get-started, whose store badges open the listings in a new tab', async ({
    page,
  }) => {
    await open(page, '/get-started');
    await expect(getStarted(page)).toHaveAttribute('href', '/get-started');
    // Both listings exist: the badges are true, and stand in place of Install Brightday.
    await expect(
      page.getByRole('region', { name: 'Limited-time offer' }).getByText('Install Brightday'),
    ).toHaveCount(0);
    const appStore = page.getByRole('link', { name: /iOS App Store/ });
    await expect(appStore).toHaveAttribute('href', appStoreUrl);
    await expect(appStore).toHaveAttribute('target', '_blank');
    await expect(appStore).toHaveAttribute('rel', 'noopener noreferrer');
    const [listing] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: /Google Play Store/ }).click(),
    ]);
    await expect(listing).toHaveURL(playStoreUrl);
  });

  test('a scanned QR code still goes to the app', async ({ page }) => {
    await page.goto(`${server.url}/qr`);
    await expect(page).toHaveURL(`${server.url}/app`);
  });
});
