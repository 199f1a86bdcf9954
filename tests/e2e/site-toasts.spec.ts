import { expect, test, type Page } from './fixtures';
import { openHydrated, openWithStoppedClock } from './site-helpers';

// The download page's "Copy link for your phone" shows a toast; these tests use it to check the
// toast rules of docs/product.md#shared-behaviour (one at a time, 5000 ms, pause on hover or focus, swipe
// right, F8, top on phones and bottom right from 768 px, at most 420 px wide).
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Toasts on screen, less one on its way out. */
const toasts = (page: Page) => page.locator('[data-sonner-toast]:not([data-removed="true"])');
const copyLink = (page: Page) => page.getByRole('button', { name: 'Copy link for your phone' });

/** Copies the link with the clock stopped; sonner shows the toast on one of its next timer ticks. */
async function copyWithStoppedClock(page: Page) {
  await copyLink(page).click();
  await expect
    .poll(async () => {
      await page.clock.runFor(5);
      return toasts(page).count();
    })
    .toBe(1);
}

test('copying the link confirms it in a toast that closes by itself after 5000 ms', async ({ page }) => {
  await openWithStoppedClock(page, '/get-started');
  await copyWithStoppedClock(page);
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toContainText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /^http:\/\/127\.0\.0\.1:\d+\/get-started$/,
  );
  await page.mouse.move(0, 0);
  await page.clock.runFor(4800);
  await expect(toasts(page)).toHaveCount(1);
  await page.clock.runFor(500);
  await expect(toasts(page)).toHaveCount(0);
});

test('shows one toast at a time: a second replaces the first', async ({ page }) => {
  await openWithStoppedClock(page, '/get-started');
  await copyWithStoppedClock(page);
  await copyWithStoppedClock(page);
  await copyWithStoppedClock(page);
  await expect(toasts(page)).toHaveCount(1);
});

test('pauses while the pointer is over the toast', async ({ page }) => {
  await openWithStoppedClock(page, '/get-started');
  await copyWithStoppedClock(page);
  await toasts(page).hover();
  await page.clock.runFor(10_000);
  await expect(toasts(page)).toHaveCount(1);
  await page.mouse.move(0, 0);
  await page.clock.runFor(5300);
  await expect(toasts(page)).toHaveCount(0);
});

test('F8 moves the focus to the toasts, which pauses them', async ({ page }) => {
  await openWithStoppedClock(page, '/get-started');
  await copyWithStoppedClock(page);
  await page.mouse.move(0, 0);
  await page.keyboard.press('F8');
  await expect(page.locator('[data-sonner-toaster]')).toBeFocused();
  await page.clock.runFor(10_000);
  await expect(toasts(page)).toHaveCount(1);
});

test('a toast swiped 50 px to the right goes away; a short drag leaves it', async ({ page }) => {
  await openHydrated(page, '/get-started');
  await copyLink(page).click();
  const box = await toasts(page).boundingBox();
  if (!box) throw new Error('the toast has no box');
  const y = box.y + box.height / 2;
  // Slowly, so that it is the distance that counts, not the speed of a flick.
  const drag = async (distance: number) => {
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    for (let x = 0; x <= distance; x += 5) {
      await page.mouse.move(box.x + 40 + x, y);
      await page.waitForTimeout(25);
    }
    await page.mouse.up();
  };
  await drag(20);
  await expect(toasts(page)).toHaveCount(1);
  await drag(50);
  await expect(toasts(page)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('toasts appear at the top', async ({ page }) => {
    await openHydrated(page, '/get-started');
    await copyLink(page).click();
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top');
    const box = await toasts(page).boundingBox();
    expect(box?.y).toBeLessThan(100);
  });

  test('a toast sits below the header, so Log in can be tapped while it shows', async ({ page }) => {
    await openHydrated(page, '/get-started');
    await copyLink(page).click();
    const header = await page.getByRole('banner').boundingBox();
    if (!header) throw new Error('the page has no header');
    // Once it has slid in: its top no longer moves.
    await expect
      .poll(async () => {
        const before = await toasts(page).boundingBox();
        await page.waitForTimeout(100);
        const after = await toasts(page).boundingBox();
        return before !== null && after !== null && before.y === after.y ? after.y : -1;
      })
      .toBeGreaterThanOrEqual(header.y + header.height);
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('toasts appear at the bottom right, at most 420 px wide', async ({ page }) => {
    await openHydrated(page, '/get-started');
    await copyLink(page).click();
    const toaster = page.locator('[data-sonner-toaster]');
    await expect(toaster).toHaveAttribute('data-y-position', 'bottom');
    await expect(toaster).toHaveAttribute('data-x-position', 'right');
    const box = await toasts(page).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(420);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(1280 - 60);
  });
});
