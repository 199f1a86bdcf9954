import { expect, test } from './fixtures';
import { userAgents, watchEvents } from './site-helpers';

test('the QR landing says "Redirecting to your app..." before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/qr');
  await expect(page.getByRole('heading', { name: 'Redirecting to your app...' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await context.close();
});

test.describe('scanned on a computer', () => {
  test.use({ userAgent: userAgents.desktop });

  test("records the scan with the spec's fields and goes to /app", async ({ page }) => {
    const events = await watchEvents(page);
    await page.goto('/qr');
    const { body, status } = await events.named('qr_code_scanned');
    expect(status).toBe(202);
    expect(body).toMatchObject({
      name: 'qr_code_scanned',
      path: '/qr',
      properties: { device_type: 'desktop', os: 'linux', is_mobile: false, environment: 'production' },
    });
    const { timestamp } = body.properties as { timestamp: string };
    expect(new Date(timestamp).toISOString()).toBe(timestamp);
    await expect(page).toHaveURL(/\/app$/);
  });
});

test.describe('scanned on an iPhone with no App Store listing configured', () => {
  test.use({ userAgent: userAgents.iphone, isMobile: true, viewport: { width: 390, height: 844 } });

  test('records an iOS scan and goes to the iPhone steps of the install guide', async ({ page }) => {
    const events = await watchEvents(page);
    await page.goto('/qr');
    expect((await events.named('qr_code_scanned')).body).toMatchObject({
      properties: { device_type: 'ios', os: 'ios', is_mobile: true },
    });
    await expect(page).toHaveURL(/\/get-started#install-iphone$/);
  });
});

test.describe('scanned on an Android phone with no Google Play listing configured', () => {
  test.use({ userAgent: userAgents.android, isMobile: true, viewport: { width: 412, height: 915 } });

  test('records an Android scan and goes to the Android steps of the install guide', async ({ page }) => {
    const events = await watchEvents(page);
    await page.goto('/qr');
    expect((await events.named('qr_code_scanned')).body).toMatchObject({
      properties: { device_type: 'android', os: 'android' },
    });
    await expect(page).toHaveURL(/\/get-started#install-android$/);
  });
});
