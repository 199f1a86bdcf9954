// Finding things on the marketing site on a phone and on a tablet (issue #23): the header's Log in and menu,
// and Install Brightday where no store listing is configured.
import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations } from './parent-helpers';
import { keepScreenshot, screenSizes } from './screen-sizes';
import { openHydrated } from './site-helpers';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
// A native disclosure: its summary is announced as a button that is expanded or collapsed.
const menuButton = (page: Page) => mainNav(page).locator('summary', { hasText: 'Menu' });
const menu = (page: Page) => mainNav(page).locator('details');

/** Makes the page's browser offer to install, as Chromium does once a site is installable; counts prompts. */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    const counted = window as unknown as { promptsShown: number };
    counted.promptsShown = 0;
    Object.assign(offer, {
      prompt: () => {
        counted.promptsShown += 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
}

for (const size of screenSizes) {
  test.describe(`on a ${size.name}`, () => {
    test.use(size.use);

    test('Log in is in the header, and every page is a tap or two away', async ({ page }) => {
      await openHydrated(page, '/');
      const logIn = mainNav(page).getByRole('link', { name: 'Log in' });
      await expect(logIn).toBeInViewport();
      await expect(mainNav(page).getByRole('link', { name: 'Get Started' })).toBeInViewport();
      await keepScreenshot(page, `home-${size.name}`);
      await expectNoSeriousViolations(page);

      if (size.name === 'phone') {
        await expect(mainNav(page).getByRole('link', { name: 'Features' })).toBeHidden();
        await menuButton(page).click();
        await expect(menu(page)).toHaveAttribute('open', '');
        for (const name of ['Features', 'FAQ', 'About', 'Install Brightday', 'Set up a child’s board']) {
          await expect(mainNav(page).getByRole('link', { name })).toBeInViewport();
        }
        await keepScreenshot(page, `home-menu-open-${size.name}`);
        await expectNoSeriousViolations(page);
        await page.keyboard.press('Escape');
        await expect(menu(page)).not.toHaveAttribute('open');
        await expect(menuButton(page)).toBeFocused();
        await expect(mainNav(page).getByRole('link', { name: 'FAQ' })).toBeHidden();

        // A tap outside closes it too; a link in it opens its page.
        await menuButton(page).click();
        await page.mouse.click(8, size.use.viewport.height - 40);
        await expect(mainNav(page).getByRole('link', { name: 'FAQ' })).toBeHidden();
        await menuButton(page).click();
        await mainNav(page).getByRole('link', { name: 'FAQ' }).click();
        await expect(page).toHaveURL(/\/faq$/);
      } else {
        await expect(menuButton(page)).toBeHidden();
        for (const name of ['Features', 'FAQ']) {
          await expect(mainNav(page).getByRole('link', { name })).toBeInViewport();
        }
      }

      await openHydrated(page, '/');
      await mainNav(page).getByRole('link', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    });

    test('with no store listing, Install Brightday uses the browser’s offer or else the guide', async ({
      page,
    }) => {
      await openHydrated(page, '/get-started');
      const offerBox = page.getByRole('region', { name: 'Limited-time offer' });
      await expect(offerBox.getByRole('link', { name: /App Store|Google Play/ })).toHaveCount(0);
      const guideLink = offerBox.getByRole('link', { name: 'Install Brightday' });
      await expect(guideLink).toHaveAttribute(
        'href',
        size.name === 'phone' ? '/get-started#install-android' : '/get-started#install-desktop',
      );
      await offerBox.scrollIntoViewIfNeeded();
      await keepScreenshot(page, `get-started-${size.name}`);
      await expectNoSeriousViolations(page);

      await offerInstall(page);
      const install = offerBox.getByRole('button', { name: 'Install Brightday' });
      await install.click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { promptsShown: number }).promptsShown))
        .toBe(1);
      // An offer is shown once: after it, the button leads to the guide again.
      await expect(guideLink).toBeVisible();
    });
  });
}

test.describe('on a phone, before any JavaScript runs', () => {
  test.use({ ...screenSizes[0]?.use, javaScriptEnabled: false });

  test('the menu opens from the page as it was served', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Log in' })).toBeInViewport();
    await menuButton(page).click();
    await expect(mainNav(page).getByRole('link', { name: 'About' })).toBeInViewport();
  });
});
