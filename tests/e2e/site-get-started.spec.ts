import { expect, test } from './fixtures';
import { openHydrated, userAgents, watchEvents } from './site-helpers';

test.describe('on an iPhone', () => {
  test.use({ userAgent: userAgents.iphone, viewport: { width: 390, height: 844 }, isMobile: true });

  test('the download page shows the Perfect for iPhone card instead of a QR code', async ({ page }) => {
    await openHydrated(page, '/get-started');
    await expect(page.getByRole('heading', { name: 'Perfect for iPhone' })).toBeVisible();
    await expect(page.getByTestId('qr-card')).toHaveCount(0);
    // No App Store listing is configured on this server: the card says what is true, and leads to the steps
    // Safari needs, rather than showing a store button that is not one.
    const card = page.getByTestId('iphone-card');
    await expect(card.getByRole('link', { name: 'Download from App Store' })).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'Install Brightday' })).toHaveAttribute(
      'href',
      '/get-started#install-iphone',
    );
  });

  test('Get Started and Start free today lead to the top of /get-started while no App Store listing is set', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' }),
    ).toHaveAttribute('href', '/get-started');
    await expect(page.getByRole('link', { name: 'Start free today' }).first()).toHaveAttribute(
      'href',
      '/get-started',
    );
  });
});

test.describe('on an Android phone', () => {
  test.use({ userAgent: userAgents.android, viewport: { width: 412, height: 915 }, isMobile: true });

  test('the download page shows the QR card, and Get Started stays on it, at its top', async ({ page }) => {
    await openHydrated(page, '/get-started');
    await expect(page.getByTestId('qr-card')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' }),
    ).toHaveAttribute('href', '/get-started');
  });
});

test.describe('on a computer', () => {
  test.use({ userAgent: userAgents.desktop });

  test('the download page shows a QR code image with "Available on iPhone & Android"', async ({ page }) => {
    await openHydrated(page, '/get-started');
    const card = page.getByTestId('qr-card');
    await expect(card.getByText('Available on iPhone & Android')).toBeVisible();
    const image = card.getByRole('img', { name: /QR code that opens http:\/\/127\.0\.0\.1:\d+\/qr/ });
    await expect(image).toBeVisible();
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'Perfect for iPhone' })).toHaveCount(0);
  });

  test('records a download page view and a QR code view with the device', async ({ page }) => {
    const events = await watchEvents(page);
    await page.goto('/get-started');
    expect(await events.named('download_page_viewed')).toMatchObject({
      status: 202,
      body: { properties: { device_type: 'desktop', os: 'linux', is_mobile: false }, path: '/get-started' },
    });
    expect(await events.named('qr_code_viewed')).toMatchObject({
      status: 202,
      body: { properties: { device_type: 'desktop', os: 'linux' } },
    });
  });

  test('shows the offer with Install Brightday and no store badges while no store is set', async ({
    page,
  }) => {
    await openHydrated(page, '/get-started');
    await expect(page.getByText('FREE', { exact: true })).toBeVisible();
    await expect(page.getByText('$60/year')).toBeVisible();
    for (const title of ['Smart Routines', 'Achievements', 'Family Bonding']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /iOS App Store/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Google Play Store/ })).toHaveCount(0);
    // This browser has not offered to install: the button leads to the guide's steps for a computer.
    const offer = page.getByRole('region', { name: 'Limited-time offer' });
    const install = offer.getByRole('link', { name: 'Install Brightday' });
    await expect(install).toHaveAttribute('href', '/get-started#install-desktop');
    await expect(install).not.toHaveAttribute('target', '_blank');
    await install.click();
    await expect(page.locator('#install-desktop')).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Add Brightday to your home screen' })).toBeVisible();
    for (const device of ['On iPhone or iPad', 'On Android', 'On a computer']) {
      await expect(page.getByRole('heading', { name: device })).toBeVisible();
    }
  });

  test('Get Started leads to /get-started and counts the click', async ({ page }) => {
    const events = await watchEvents(page);
    await openHydrated(page, '/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/get-started$/);
    expect((await events.named('cta_clicked')).body).toMatchObject({
      properties: { action: 'get_started', platform: 'web', device_type: 'desktop', os: 'linux' },
      path: '/about',
    });
  });
});
