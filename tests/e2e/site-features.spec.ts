import { expect, test, type Page } from './fixtures';
import { openWithStoppedClock } from './site-helpers';

const carousel = (page: Page) => page.getByRole('region', { name: "Screenshots of the child's board" });
const dot = (page: Page, n: number) => page.getByRole('button', { name: `Show board screenshot ${n} of 3` });
const previous = (page: Page) => page.getByRole('button', { name: 'Previous screenshot' });
const next = (page: Page) => page.getByRole('button', { name: 'Next screenshot' });

test.describe('the features board carousel with a mouse', () => {
  test.beforeEach(async ({ page }) => {
    await openWithStoppedClock(page, '/features');
  });

  test('hides its arrows until the pointer is over it', async ({ page }) => {
    await expect(next(page)).toBeHidden();
    await carousel(page).hover();
    await expect(previous(page)).toBeVisible();
    await expect(next(page)).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(next(page)).toBeHidden();
  });

  test('goes back and forward with its arrows, wrapping at both ends', async ({ page }) => {
    await carousel(page).hover();
    await previous(page).click();
    await expect(dot(page, 3)).toHaveAttribute('aria-current', 'true');
    await next(page).click();
    await next(page).click();
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
  });

  test('answers the left and right arrow keys while hovered, and not otherwise', async ({ page }) => {
    await page.keyboard.press('ArrowRight');
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
    await carousel(page).hover();
    await page.keyboard.press('ArrowRight');
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dot(page, 3)).toHaveAttribute('aria-current', 'true');
  });

  test('takes an arrow key pressed in the same moment the pointer arrives', async ({ page }) => {
    // A quick hand or a busy tablet: the key comes before React has re-rendered for the hover.
    await page.evaluate(() => {
      const slide = document.querySelector('[aria-roledescription="carousel"] figure');
      slide?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
  });

  test('jumps from its dots and moves on every 4 seconds when left alone', async ({ page }) => {
    await dot(page, 3).click();
    await expect(dot(page, 3)).toHaveAttribute('aria-current', 'true');
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(4000);
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('the features board carousel on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('shows its arrows on a touch and hides them 3 seconds later', async ({ page }) => {
    await openWithStoppedClock(page, '/features');
    await expect(next(page)).toBeHidden();
    await carousel(page).locator('figure').first().tap();
    await expect(next(page)).toBeVisible();
    await page.clock.runFor(2900);
    await expect(next(page)).toBeVisible();
    await page.clock.runFor(100);
    await expect(next(page)).toBeHidden();
  });
});

test('the features page has its Magical Features and AI Magic sections and leads to /get-started and /faq', async ({
  page,
}) => {
  await page.goto('/features');
  await expect(page.getByRole('heading', { name: 'Magical Features' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'AI Magic' })).toBeVisible();
  await expect(page.getByAltText(/parent app's dashboard/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Experience For Free' })).toHaveAttribute(
    'href',
    '/get-started',
  );
  await expect(page.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', '/faq');
});
