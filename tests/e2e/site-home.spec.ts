import { expect, test, type Page } from './fixtures';
import { openWithStoppedClock } from './site-helpers';

const carousel = (page: Page) => page.getByRole('region', { name: 'Screenshots of Brightday' });

test.describe('the home carousel', () => {
  test.beforeEach(async ({ page }) => {
    await openWithStoppedClock(page, '/');
  });

  test('moves on every 4 seconds, counting "1 / 6", and wraps after the sixth screenshot', async ({
    page,
  }) => {
    const counter = carousel(page).getByTestId('carousel-counter');
    await expect(counter).toHaveText('1 / 6');
    await page.clock.runFor(3900);
    await expect(counter).toHaveText('1 / 6');
    await page.clock.runFor(100);
    await expect(counter).toHaveText('2 / 6');
    for (const expected of ['3 / 6', '4 / 6', '5 / 6', '6 / 6', '1 / 6']) {
      await page.clock.runFor(4000);
      await expect(counter).toHaveText(expected);
    }
  });

  test('pauses while the pointer is over it and resumes when it leaves', async ({ page }) => {
    const counter = carousel(page).getByTestId('carousel-counter');
    await carousel(page).hover();
    await page.clock.runFor(12_000);
    await expect(counter).toHaveText('1 / 6');
    await page.mouse.move(0, 0);
    await page.clock.runFor(4000);
    await expect(counter).toHaveText('2 / 6');
  });

  test('jumps to a screenshot from its dot and gives it the full 4 seconds', async ({ page }) => {
    const counter = carousel(page).getByTestId('carousel-counter');
    await page.clock.runFor(3000);
    const dot = page.getByRole('button', { name: 'Show screenshot 5 of 6' });
    await dot.click();
    await expect(counter).toHaveText('5 / 6');
    // Focus inside the carousel pauses it too; the reader has moved on.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(dot).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(3900);
    await expect(counter).toHaveText('5 / 6');
    await page.clock.runFor(100);
    await expect(counter).toHaveText('6 / 6');
  });

  test('crossfades in 0.8 s, showing only the current screenshot to assistive technology', async ({
    page,
  }) => {
    const slides = carousel(page).locator('figure');
    await expect(slides).toHaveCount(6);
    await expect(slides.first()).toHaveCSS('transition-duration', '0.8s');
    await expect(slides.first()).toHaveAttribute('aria-hidden', 'false');
    await page.clock.runFor(4000);
    await expect(slides.first()).toHaveAttribute('aria-hidden', 'true');
    await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'false');
    await expect(slides.nth(1)).toHaveCSS('opacity', '1');
  });

  test('loads a screenshot only when it is about to be shown', async ({ page }) => {
    const images = carousel(page).locator('img');
    await expect(images).toHaveCount(2);
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.first()).toHaveAttribute('srcset', /640w.*960w.*1440w/);
    await expect(images.first()).toHaveAttribute('width', '1280');
    await page.clock.runFor(4000);
    await expect(images).toHaveCount(3);
  });

  test('stops and starts again with its pause button', async ({ page }) => {
    const counter = carousel(page).getByTestId('carousel-counter');
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(12_000);
    await expect(counter).toHaveText('1 / 6');
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(4000);
    await expect(counter).toHaveText('2 / 6');
  });
});

test('the home page shows the spec claims, three sample testimonials and its sections', async ({ page }) => {
  await page.goto('/v2');
  for (const claim of ['100+', '85%', '3x']) {
    await expect(page.getByText(claim, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'What parents tell us' })).toBeVisible();
  await expect(page.locator('blockquote')).toHaveCount(3);
  for (const step of ['Create routines', 'Kids take charge', 'Celebrate success']) {
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Why parents choose Brightday' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start free today' })).toHaveCount(2);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/v2$/);
});
